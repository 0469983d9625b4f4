import { describe, expect, it } from 'vitest'
import { checkCoinType, coinTypeForChainId } from './coinType.ts'

describe('ENSIP-11 coin types from chain ids below 2^31 (§5)', () => {
  it('sets the high bit on the chain id', () => {
    expect(coinTypeForChainId(1)).toBe(2_147_483_649)
    expect(coinTypeForChainId(31337)).toBe(0x80000000 + 31337)
    expect(coinTypeForChainId(2 ** 31 - 1)).toBe(2 ** 32 - 1)
  })

  it('refuses a chain id of 2^31 or more, zero, or a fraction', () => {
    expect(() => coinTypeForChainId(2 ** 31)).toThrow('must be an integer from 1 to 2^31 - 1')
    expect(() => coinTypeForChainId(0)).toThrow(RangeError)
    expect(() => coinTypeForChainId(1.5)).toThrow(RangeError)
  })

  it('reads a coin type back to its chain id', () => {
    expect(checkCoinType(coinTypeForChainId(31337))).toEqual({ ok: true, chainId: 31337 })
    expect(checkCoinType(2 ** 32 - 1)).toEqual({ ok: true, chainId: 2 ** 31 - 1 })
  })

  it('refuses coin types that are not EVM ones or that carry a chain id of 2^31 or more', () => {
    const notEvm =
      'Coin type must be an EVM coin type (0x80000000 | chainId, ENSIP-11) with a chain id of 1 or more'
    expect(checkCoinType(60)).toEqual({ ok: false, reason: notEvm })
    expect(checkCoinType(2 ** 31)).toEqual({ ok: false, reason: notEvm })
    expect(checkCoinType(2 ** 32)).toEqual({
      ok: false,
      reason: 'Coin type must derive from a chain id below 2^31',
    })
  })
})
