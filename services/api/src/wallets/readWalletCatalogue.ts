import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { walletIdFor } from './walletId.ts'

const catalogueFile = fileURLToPath(new URL('../../data/wallets/wallets.json', import.meta.url))

/** CAIP-2 chain id: `namespace:reference`. */
export const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const link = (pattern: RegExp, what: string) => z.string().regex(pattern, `must be ${what}`).nullable()

const catalogueEntry = z.strictObject({
  name: z.string().min(1).max(100),
  // EIP-6963 reverse-DNS id, only where the wallet announces one.
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a reverse-DNS name')
    .nullable(),
  chains: z.array(z.string().regex(CAIP2_PATTERN, 'must be a CAIP-2 chain id')),
  homepage: link(/^https:\/\/\S+$/, 'an https URL'),
  mobile_link: link(/^[a-z][a-z0-9+.-]*:\/\/\S*$/, 'a deep link such as metamask://'),
  desktop_link: link(/^[a-z][a-z0-9+.-]*:\/\/\S*$/, 'a deep link'),
  webapp_link: link(/^https:\/\/\S+$/, 'an https URL'),
  badge_type: z.enum(['certified', 'none']),
})

/** One wallet as the catalogue file lists it. */
export type WalletCatalogueEntry = z.infer<typeof catalogueEntry>

/** A catalogue wallet with its derived id and its place in the full list (1 = first). */
export interface CatalogueWallet extends WalletCatalogueEntry {
  id: string
  order: number
}

/** Thrown when the catalogue file is malformed; names the entry and the field. */
export class WalletCatalogueError extends Error {
  override name = 'WalletCatalogueError'
}

/**
 * Reads and checks `data/wallets/wallets.json`: every entry's shape, and that names, ids and rdns are unique.
 * The file's order is the full list's order (§7: list pages of 40 follow it).
 *
 * @example
 * const wallets = readWalletCatalogue()
 * wallets[0] // { id: '…', name: 'MetaMask', rdns: 'io.metamask', order: 1, … }
 */
export function readWalletCatalogue(file = catalogueFile): CatalogueWallet[] {
  const parsed = z.array(catalogueEntry).safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new WalletCatalogueError(`${file}: ${issue.path.join('.')}: ${issue.message}`)
  }
  const seen = new Set<string>()
  const unique = (kind: string, value: string) => {
    const key = `${kind}:${value.toLowerCase()}`
    if (seen.has(key)) throw new WalletCatalogueError(`${file}: ${kind} '${value}' appears twice`)
    seen.add(key)
  }
  return parsed.data.map((entry, index) => {
    const id = walletIdFor(entry.name)
    unique('name', entry.name)
    unique('id', id)
    if (entry.rdns) unique('rdns', entry.rdns)
    return { ...entry, chains: [...new Set(entry.chains)], id, order: index + 1 }
  })
}
