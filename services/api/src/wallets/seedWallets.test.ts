import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { readWalletCatalogue } from './readWalletCatalogue.ts'
import { seedWallets } from './seedWallets.ts'
import { walletIdFor } from './walletId.ts'

const catalogue = readWalletCatalogue()

describe.each(testDatabases)('seedWallets on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db?.close())

  const rowCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wallets'))[0]!.n

  it('inserts every catalogue wallet, then rewrites nothing when seeded again unchanged', async () => {
    expect(await seedWallets(db, catalogue)).toEqual({ written: catalogue.length, removed: 0 })
    expect(await rowCount()).toBe(catalogue.length)
    expect(await seedWallets(db, catalogue)).toEqual({ written: 0, removed: 0 })
    const [metamask] = await db.query('SELECT name, rdns, chains, list_order FROM wallets WHERE id = $1', [
      walletIdFor('MetaMask'),
    ])
    expect(metamask).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask', list_order: 1 })
    expect((metamask as { chains: string[] }).chains).toContain('eip155:1')
  })

  it('updates changed wallets and removes those that left the catalogue, after the file changes', async () => {
    const changed = catalogue.slice(1).map((w, i) => ({
      ...w,
      order: i + 1,
      homepage: w.name === 'Rainbow' ? 'https://rainbow.me/x' : w.homepage,
    }))
    const result = await seedWallets(db, changed)
    expect(result.removed).toBe(1)
    expect(result.written).toBe(changed.length) // every place moved up by one
    expect(await rowCount()).toBe(changed.length)
    const [rainbow] = await db.query<{ homepage: string }>('SELECT homepage FROM wallets WHERE name = $1', [
      'Rainbow',
    ])
    expect(rainbow?.homepage).toBe('https://rainbow.me/x')
    await seedWallets(db, catalogue)
    expect(await rowCount()).toBe(catalogue.length)
  })

  it('lets a renamed wallet keep its rdns (the old row goes first)', async () => {
    const renamed = catalogue.map((w) =>
      w.name === 'MetaMask' ? { ...w, name: 'MetaMask Renamed', id: walletIdFor('MetaMask Renamed') } : w,
    )
    expect(await seedWallets(db, renamed)).toEqual({ written: 1, removed: 1 })
    await seedWallets(db, catalogue)
  })
})
