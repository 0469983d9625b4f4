import { describe, expect, it } from 'vitest'
import { isNearAddress } from './near.ts'

describe('NEAR account ids (syntactic)', () => {
  it('accepts named and implicit accounts', () => {
    for (const value of ['alice.near', 'app_1.alice-b.testnet', 'ab', 'a'.repeat(64), '0'.repeat(64)]) {
      expect(isNearAddress(value)).toBe(true)
    }
  })

  it('rejects upper case, doubled separators, edges and lengths', () => {
    for (const value of ['Alice.near', 'alice..near', 'alice-.near', '.alice', 'a', 'a'.repeat(65), '']) {
      expect(isNearAddress(value)).toBe(false)
    }
  })
})
