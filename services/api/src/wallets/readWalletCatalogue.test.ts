import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CAIP2_PATTERN, readWalletCatalogue, WalletCatalogueError } from './readWalletCatalogue.ts'
import { WALLET_ID_PATTERN, walletIdFor } from './walletId.ts'
import { temporaryDirectories } from '../../testing/temporaryDirectories.ts'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

const catalogue = readWalletCatalogue()

function writeCatalogue(entries: unknown) {
  const file = join(temporaryDirectory('portico-wallets-'), 'wallets.json')
  writeFileSync(file, JSON.stringify(entries))
  return file
}
const entry = (name: string, rdns: string | null = null) => ({
  name,
  rdns,
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
})

describe('the wallet catalogue', () => {
  it('lists at least 300 wallets, each with a 64-hex id derived from its name and a place from 1', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300)
    catalogue.forEach((wallet, index) => {
      expect(wallet.id).toMatch(WALLET_ID_PATTERN)
      expect(wallet.id).toBe(walletIdFor(wallet.name))
      expect(wallet.order).toBe(index + 1)
      wallet.chains.forEach((chain) => expect(chain).toMatch(CAIP2_PATTERN))
    })
  })

  it('has unique ids, names (ignoring case) and rdns', () => {
    const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length
    expect(unique(catalogue.map((w) => w.id))).toBe(true)
    expect(unique(catalogue.map((w) => w.name))).toBe(true)
    expect(unique(catalogue.flatMap((w) => (w.rdns ? [w.rdns] : [])))).toBe(true)
  })

  it('keeps ids stable across releases', () => {
    expect(walletIdFor('MetaMask')).toBe(walletIdFor('MetaMask'))
    expect(walletIdFor('MetaMask')).not.toBe(walletIdFor('Metamask'))
    expect(catalogue.find((w) => w.rdns === 'io.metamask')?.id).toBe(walletIdFor('MetaMask'))
  })

  it('refuses a file with a malformed entry, naming the entry and field', () => {
    const file = writeCatalogue([entry('Good'), { ...entry('Bad'), mobile_link: 'not a link' }])
    expect(() => readWalletCatalogue(file)).toThrow(WalletCatalogueError)
    expect(() => readWalletCatalogue(file)).toThrow(/1\.mobile_link: must be a deep link/)
  })

  it('refuses a file that lists a name or an rdns twice', () => {
    expect(() => readWalletCatalogue(writeCatalogue([entry('Twin'), entry('twin')]))).toThrow(
      "name 'twin' appears twice",
    )
    expect(() =>
      readWalletCatalogue(writeCatalogue([entry('A', 'com.example'), entry('B', 'com.example')])),
    ).toThrow("rdns 'com.example' appears twice")
  })
})
