import { EmailLoginCooldownError } from '@portico/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assertEmailLoginAllowed } from './assertEmailLoginAllowed.ts'

describe('assertEmailLoginAllowed (§5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows the first email login', () => {
    expect(() => assertEmailLoginAllowed({ lastAttemptAt: undefined })).not.toThrow()
  })

  it("refuses an email login within 30 s with 'Please try again after N seconds', N rounded up", () => {
    const lastAttemptAt = Date.now()
    vi.advanceTimersByTime(12_500)
    const call = () => assertEmailLoginAllowed({ lastAttemptAt })
    expect(call).toThrow(EmailLoginCooldownError)
    expect(call).toThrow('Please try again after 18 seconds')
    vi.advanceTimersByTime(17_499)
    expect(call).toThrow('Please try again after 1 seconds')
  })

  it('allows an email login once 30 s have passed', () => {
    const lastAttemptAt = Date.now()
    vi.advanceTimersByTime(30_000)
    expect(() => assertEmailLoginAllowed({ lastAttemptAt })).not.toThrow()
    expect(() => assertEmailLoginAllowed({ lastAttemptAt, now: lastAttemptAt + 29_000 })).toThrow(
      'Please try again after 1 seconds',
    )
  })
})
