import { describe, expect, it } from 'vitest'
import { defaultApiLimits, loadApiLimits } from './apiLimits.ts'

describe('loadApiLimits', () => {
  it('uses the defaults, and takes each limit from its variable', () => {
    expect(loadApiLimits({})).toEqual(defaultApiLimits)
    expect(
      loadApiLimits({ PORTICO_API_RATE_PER_IP: '100', PORTICO_API_ANALYTICS_RETENTION_DAYS: '30' }),
    ).toMatchObject({ ratePerIp: 100, analyticsRetentionDays: 30, ratePerProject: 6_000 })
  })

  it('refuses a limit that is not a positive whole number, naming the variable', () => {
    expect(() => loadApiLimits({ PORTICO_API_PROJECT_CACHE_SIZE: '0' })).toThrow(
      "PORTICO_API_PROJECT_CACHE_SIZE must be a positive whole number, got '0'",
    )
    expect(() => loadApiLimits({ PORTICO_API_RATE_WINDOW_MS: '1.5' })).toThrow('PORTICO_API_RATE_WINDOW_MS')
  })
})
