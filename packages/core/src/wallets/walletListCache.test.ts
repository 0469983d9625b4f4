import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import {
  readWalletListCache,
  WALLET_LIST_CACHE_MS,
  walletListCacheKey,
  writeWalletListCache,
} from './walletListCache.ts'
import type { WalletListing } from './walletsStore.ts'

const wallet: WalletListing = {
  id: 'a'.repeat(64),
  name: 'Alpha',
  image_id: 'a'.repeat(64),
  rdns: null,
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
}
const list = { featured: [], recommended: [wallet], count: 7 }
const now = 1_800_000_000_000
const [X, Y, Z] = ['1'.repeat(64), '2'.repeat(64), '3'.repeat(64)] as const

describe('wallet list cache', () => {
  it('gives back what was kept, for a day (§9), and nothing after', () => {
    const context = createTestContext()
    writeWalletListCache(context, list, now)
    expect(readWalletListCache(context, now + WALLET_LIST_CACHE_MS - 1)).toEqual(list)
    expect(readWalletListCache(context, now + WALLET_LIST_CACHE_MS)).toBeUndefined()
    // A clock set back does not make an entry young.
    expect(readWalletListCache(context, now - 1)).toBeUndefined()
  })

  it('is another query’s list once the API, project, networks or wallet options change', () => {
    const storage = createTestContext().storage
    const kept = createTestContext({ featuredWalletIds: [X] }, undefined, { storage })
    writeWalletListCache(kept, list, now)
    expect(readWalletListCache(kept, now)).toEqual(list)
    for (const options of [
      { featuredWalletIds: [Y] },
      { featuredWalletIds: [X], excludeWalletIds: [Z] },
      { featuredWalletIds: [X], projectId: 'other' },
      { featuredWalletIds: [X], endpoints: { api: 'http://other.test' } },
    ]) {
      const other = createTestContext(options, undefined, { storage })
      expect(walletListCacheKey(other)).not.toBe(walletListCacheKey(kept))
      expect(readWalletListCache(other, now)).toBeUndefined()
    }
  })

  it('ignores a malformed entry', () => {
    const context = createTestContext()
    const key = walletListCacheKey(context)
    for (const stored of [
      'not an object',
      { key, timestamp: now, count: 1, featured: [], recommended: [{ id: 3 }] },
      { key, timestamp: now, count: 1, featured: {}, recommended: [] },
      { key, timestamp: String(now), count: 1, featured: [], recommended: [] },
    ]) {
      context.storage.setJson(STORAGE_KEYS.walletListCache, stored)
      expect(readWalletListCache(context, now)).toBeUndefined()
    }
  })
})
