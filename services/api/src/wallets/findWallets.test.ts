import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { findWallets } from './findWallets.ts'
import type { CatalogueWallet } from './readWalletCatalogue.ts'
import { seedWallets } from './seedWallets.ts'
import { walletIdFor } from './walletId.ts'

// A small catalogue makes each rule visible; the real one is exercised by the route tests.
const wallet = (name: string, chains: string[], extra: Partial<CatalogueWallet> = {}, order = 0) => ({
  id: walletIdFor(name),
  name,
  rdns: null,
  chains,
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none' as const,
  order,
  ...extra,
})
const catalogue = [
  wallet('Alpha', ['eip155:1'], { rdns: 'com.alpha', badge_type: 'certified' }),
  wallet('Beta 100%', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
  wallet('Gamma_Wallet', ['eip155:1', 'eip155:137'], { rdns: 'org.gamma' }),
  wallet('Delta', ['cosmos:cosmoshub-4']),
  wallet('Epsilon', []),
].map((w, i) => ({ ...w, order: i + 1 }))
const id = (name: string) => walletIdFor(name)

describe.each(testDatabases)('findWallets on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await seedWallets(db, catalogue)
  })
  afterAll(() => db?.close())

  const names = async (parameters: Parameters<typeof findWallets>[1]) =>
    (await findWallets(db, parameters)).data.map((w) => w.name)

  it('follows the catalogue order and pages by entries, counting all matches', async () => {
    expect(await names({ page: 2, entries: 2 })).toEqual(['Gamma_Wallet', 'Delta'])
    expect((await findWallets(db, { page: 9, entries: 2 })).count).toBe(5)
  })

  it('keeps the include order, and lets exclude win over include', async () => {
    const include = [id('Delta'), id('Alpha'), id('Gamma_Wallet')]
    expect(await names({ page: 1, entries: 3, include })).toEqual(['Delta', 'Alpha', 'Gamma_Wallet'])
    expect(await names({ page: 2, entries: 2, include })).toEqual(['Gamma_Wallet'])
    expect(await names({ page: 1, entries: 3, include, exclude: [id('Alpha')] })).toEqual([
      'Delta',
      'Gamma_Wallet',
    ])
  })

  it('searches name and rdns case-insensitively, taking % and _ literally', async () => {
    expect(await names({ page: 1, entries: 100, search: 'ORG.GAM' })).toEqual(['Gamma_Wallet'])
    expect(await names({ page: 1, entries: 100, search: 'alp' })).toEqual(['Alpha'])
    expect(await names({ page: 1, entries: 100, search: '100%' })).toEqual(['Beta 100%'])
    expect(await names({ page: 1, entries: 100, search: 'a_w' })).toEqual(['Gamma_Wallet'])
    expect(await names({ page: 1, entries: 100, search: 'a%a' })).toEqual([])
  })

  it('matches a wallet supporting any requested chain, and a chain no wallet lists by its namespace', async () => {
    expect(await names({ page: 1, entries: 100, chains: ['eip155:137', 'cosmos:cosmoshub-4'] })).toEqual([
      'Gamma_Wallet',
      'Delta',
    ])
    expect(await names({ page: 1, entries: 100, chains: ['eip155:31337'] })).toEqual([
      'Alpha',
      'Gamma_Wallet',
    ])
    expect(
      await names({ page: 1, entries: 100, chains: ['bip122:000000000019d6689c085ae165831e93'] }),
    ).toEqual([])
  })

  it('filters by badge', async () => {
    expect(await names({ page: 1, entries: 100, badgeType: 'certified' })).toEqual(['Alpha'])
    expect((await findWallets(db, { page: 1, entries: 100, badgeType: 'none' })).count).toBe(4)
  })
})
