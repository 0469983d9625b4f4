import { ChainIdNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { parseChainId } from './parseChainId.ts'

describe('parseChainId', () => {
  it('reads hex, decimal strings and numbers', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('0x1')).toBe(1)
    expect(parseChainId('31337')).toBe(31337)
    expect(parseChainId(10)).toBe(10)
  })

  it("throws 'ChainId not found' for anything else (§8)", () => {
    for (const value of ['mainnet', '', '0x', '-1', 0, 1.5, null, undefined, '0xzz']) {
      expect(() => parseChainId(value)).toThrow(ChainIdNotFoundError)
    }
  })
})
