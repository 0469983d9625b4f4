import { describe, expect, it } from 'vitest'
import { coinTypeForChainId, isValidAccountName, withNameSuffix } from './accountNameRules.ts'

describe('account name (§5)', () => {
  it('is letters, digits and hyphens only, at least 4 characters', () => {
    expect(isValidAccountName('al-1')).toBe(true)
    expect(isValidAccountName('abc')).toBe(false)
    expect(isValidAccountName('al ice')).toBe(false)
    expect(isValidAccountName('alice_1')).toBe(false)
  })
  it('gets the .reown.id suffix and keeps the legacy .wcn.id', () => {
    expect(withNameSuffix('Alice')).toBe('alice.reown.id')
    expect(withNameSuffix('alice.wcn.id')).toBe('alice.wcn.id')
  })
  it('derives the coin type from the EVM chain id, which must be below 2^31', () => {
    expect(coinTypeForChainId(1)).toBe(2147483649)
    expect(coinTypeForChainId(31337)).toBe(0x80000000 + 31337)
    expect(() => coinTypeForChainId(2 ** 31)).toThrow('Chain is required')
  })
})
