import { describe, expect, it } from 'vitest'
import {
  BALANCE_CACHE_MS,
  EMAIL_LOGIN_COOLDOWN_MS,
  IDENTITY_CACHE_MS,
  SWAP_CHAIN_IDS,
  SWAP_PROVIDER_FEE,
  TIME_MS,
} from './constants.ts'

describe('§9 constants', () => {
  it('keeps the spec numbers', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(BALANCE_CACHE_MS).toBe(30_000)
    expect(IDENTITY_CACHE_MS).toBe(300_000)
    expect(SWAP_PROVIDER_FEE * 100).toBeCloseTo(0.85)
    expect(SWAP_CHAIN_IDS).toHaveLength(12)
    expect(TIME_MS.oneDay / 1000).toBe(86_400)
  })
})
