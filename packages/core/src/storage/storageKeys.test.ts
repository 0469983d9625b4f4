import { describe, expect, it } from 'vitest'
import { connectedConnectorIdKey, STORAGE_KEYS } from './storageKeys.ts'

describe('storage keys (§3)', () => {
  it('puts every local-storage key under the @appkit/ prefix', () => {
    for (const key of [...Object.values(STORAGE_KEYS), connectedConnectorIdKey('solana')]) {
      expect(key.startsWith('@appkit/')).toBe(true)
    }
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.values(STORAGE_KEYS).length)
  })
})
