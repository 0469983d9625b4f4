import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { createWalletRegistryCache } from './createWalletRegistryCache.ts'
import { findWallets } from './findWallets.ts'
import { readRegistryVersion } from './readRegistryVersion.ts'
import type { CatalogueWallet } from './readWalletCatalogue.ts'
import { renderWalletImage } from './renderWalletImage.ts'
import { seedWallets } from './seedWallets.ts'
import { walletIdFor } from './walletId.ts'

const wallet = (name: string, order: number, chains = ['eip155:1']): CatalogueWallet => ({
  id: walletIdFor(name),
  name,
  rdns: null,
  chains,
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
  order,
})
const catalogue = [wallet('MetaMask', 1), wallet('Alpha', 2), wallet('Beta', 3, ['solana:1'])]

describe.each(testDatabases)('createWalletRegistryCache on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await seedWallets(db, catalogue)
  })
  afterAll(() => db?.close())

  it('answers findWallets’ page with each image’s version, serialised once and reused', async () => {
    const registry = createWalletRegistryCache({ db })
    const answer = await registry.page({ page: 1, entries: 2 })
    const found = await findWallets(db, { page: 1, entries: 2 })
    expect(JSON.parse(answer.body.toString())).toEqual({
      count: 3,
      data: await Promise.all(
        found.data.map(async (w) => ({
          ...w,
          image_version: (await renderWalletImage(w.id, w.name)).version,
        })),
      ),
    })
    expect(answer.etag).toMatch(/^"[\w-]{22}"$/)
    // The same kept answer, also for a query that names the same sets in another order.
    expect(await registry.page({ page: 1, entries: 2 })).toBe(answer)
    const ids = [walletIdFor('Alpha'), walletIdFor('Beta')]
    const excluded = await registry.page({ page: 1, entries: 2, exclude: ids })
    expect(await registry.page({ page: 1, entries: 2, exclude: [...ids].reverse() })).toBe(excluded)
    expect(excluded.etag).not.toBe(answer.etag)
  })

  it('gives a new ETag once a seed changes the registry, and the old one when it is changed back', async () => {
    const registry = createWalletRegistryCache({ db, checkEveryMs: 0 })
    const trusting = createWalletRegistryCache({ db, checkEveryMs: 60_000 })
    const before = await registry.page({ page: 1, entries: 40 })
    const kept = await trusting.page({ page: 1, entries: 40 })
    const version = await readRegistryVersion(db)
    try {
      await seedWallets(db, [{ ...catalogue[0]!, homepage: 'https://metamask.io' }, ...catalogue.slice(1)])
      expect(await readRegistryVersion(db)).not.toBe(version)
      const after = await registry.page({ page: 1, entries: 40 })
      expect(after.etag).not.toBe(before.etag)
      expect(JSON.parse(after.body.toString()).data[0].homepage).toBe('https://metamask.io')
      // Within checkEveryMs the kept answer is served as it was.
      expect(await trusting.page({ page: 1, entries: 40 })).toBe(kept)
    } finally {
      await seedWallets(db, catalogue)
    }
    expect(await readRegistryVersion(db)).toBe(version)
    expect((await registry.page({ page: 1, entries: 40 })).etag).toBe(before.etag)
  })

  it('keeps the images of registry wallets and answers undefined for an unknown id', async () => {
    const registry = createWalletRegistryCache({ db })
    const image = await registry.image(walletIdFor('MetaMask'))
    expect(image).toEqual(await renderWalletImage(walletIdFor('MetaMask'), 'MetaMask'))
    expect(await registry.image(walletIdFor('MetaMask'))).toBe(image)
    expect(await registry.image('0'.repeat(64))).toBeUndefined()
  })
})
