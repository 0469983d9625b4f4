import { describe, expect, it } from 'vitest'
import { parseBenchOptions } from './benchOptions.ts'

describe('parseBenchOptions', () => {
  it('measures every app five times by default', () => {
    expect(parseBenchOptions([])).toEqual({
      runs: 5,
      apps: ['floor', 'appkit', 'rainbowkit', 'connectkit', 'portico'],
      reuseBuilds: false,
    })
  })

  it('reads --runs and --only, keeping the table order', () => {
    expect(parseBenchOptions(['--runs', '2', '--only', 'portico,floor'])).toMatchObject({
      runs: 2,
      apps: ['floor', 'portico'],
    })
    expect(parseBenchOptions(['--runs=3', '--only=appkit', '--reuse-builds'])).toEqual({
      runs: 3,
      apps: ['appkit'],
      reuseBuilds: true,
    })
  })

  it('refuses what it cannot honour', () => {
    expect(() => parseBenchOptions(['--runs', '0'])).toThrow('--runs takes a positive integer')
    expect(() => parseBenchOptions(['--only', 'wagmi'])).toThrow('--only takes app names')
    expect(() => parseBenchOptions(['--fast'])).toThrow("unknown flag '--fast'")
  })
})
