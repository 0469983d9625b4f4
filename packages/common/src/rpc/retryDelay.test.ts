import { describe, expect, it } from 'vitest'
import { RPC_RETRY_AFTER_MAX_MS, RPC_RETRY_DELAY_MS } from '../constants.ts'
import { retryDelay } from './retryDelay.ts'

describe('retryDelay', () => {
  it('doubles §9 150 ms with each retry', () => {
    expect([0, 1, 2].map((retry) => retryDelay({ retry }))).toEqual([150, 300, 600])
    expect(RPC_RETRY_DELAY_MS).toBe(150)
  })

  it('waits what Retry-After asks for when that is longer than the backoff', () => {
    expect(retryDelay({ retry: 0, retryAfterMs: 1000 })).toBe(1000)
    expect(retryDelay({ retry: 2, retryAfterMs: 100 })).toBe(600)
    expect(retryDelay({ retry: 0, retryAfterMs: RPC_RETRY_AFTER_MAX_MS })).toBe(RPC_RETRY_AFTER_MAX_MS)
  })

  it('does not wait out a Retry-After longer than the cap', () => {
    expect(retryDelay({ retry: 0, retryAfterMs: RPC_RETRY_AFTER_MAX_MS + 1 })).toBeUndefined()
  })
})
