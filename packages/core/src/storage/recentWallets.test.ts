import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.ts'
import { createSafeStorage } from './createSafeStorage.ts'
import { addRecentWallet, getRecentWallets } from './recentWallets.ts'
import { STORAGE_KEYS } from './storageKeys.ts'

describe('recent wallets (§3, §9)', () => {
  it('keeps at most 2 recent wallets, most recent first, without duplicates', () => {
    const storage = createSafeStorage({ storage: createMemoryStorage() })
    addRecentWallet(storage, { id: 'a', name: 'A' })
    addRecentWallet(storage, { id: 'b', name: 'B' })
    addRecentWallet(storage, { id: 'a', name: 'A' })
    expect(getRecentWallets(storage).map(({ id }) => id)).toEqual(['a', 'b'])
    addRecentWallet(storage, { id: 'c', name: 'C' })
    expect(getRecentWallets(storage).map(({ id }) => id)).toEqual(['c', 'a'])
  })

  it('drops malformed recent wallet entries', () => {
    const memory = createMemoryStorage()
    memory.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([{ id: 1 }, null, { id: 'a', name: 'A' }]))
    expect(getRecentWallets(createSafeStorage({ storage: memory }))).toEqual([{ id: 'a', name: 'A' }])
    memory.setItem(STORAGE_KEYS.recentWallets, '{}')
    expect(getRecentWallets(createSafeStorage({ storage: memory }))).toEqual([])
  })
})
