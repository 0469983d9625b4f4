import type { Queryable } from '../db/database.ts'

/** One wallet as `GET /getWallets` lists it (§3 "Wallet listing"). */
export interface WalletListing {
  id: string
  name: string
  /** Id for `GET /getWalletImage/{id}`; the wallet's own id. */
  image_id: string
  rdns: string | null
  /** CAIP-2 chain ids the wallet supports. */
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type: 'certified' | 'none'
  /** Place in the full list (1 = first). */
  order: number
}

export interface FindWalletsParameters {
  /** Page number, from 1. */
  page: number
  /** Page size (§7: featured = id count, recommended 4, list 40, search 100). */
  entries: number
  /** Only these wallets, in this order (§7 featured wallets). */
  include?: readonly string[]
  /** Never these wallets. */
  exclude?: readonly string[]
  /** Case-insensitive text found in the name or the rdns. */
  search?: string
  /** CAIP-2 ids; a wallet matches when it supports any of them. */
  chains?: readonly string[]
  badgeType?: 'certified' | 'none'
}

export interface FindWalletsReturnType {
  data: WalletListing[]
  /** How many wallets match, over all pages. */
  count: number
}

type WalletRow = Omit<WalletListing, 'image_id' | 'order'> & { list_order: number }

// A requested chain that no catalogue wallet lists (a devnet, testnet or local chain) matches the wallets of its
// namespace: any EVM wallet can add eip155:31337 by RPC, but the catalogue only names well-known chains.
const MATCHING = `
  WITH unknown_namespaces AS (
    SELECT DISTINCT split_part(rc, ':', 1) AS namespace FROM unnest($4::text[]) rc
    WHERE NOT EXISTS (SELECT 1 FROM wallets k WHERE rc = ANY (k.chains))
  )
  SELECT * FROM wallets
  WHERE ($1::text[] IS NULL OR id = ANY ($1::text[]))
    AND NOT (id = ANY ($2::text[]))
    AND ($3::text IS NULL OR name ILIKE $3 ESCAPE '\\' OR rdns ILIKE $3 ESCAPE '\\')
    AND ($4::text[] IS NULL OR chains && $4::text[]
      OR EXISTS (SELECT 1 FROM unnest(chains) wc WHERE split_part(wc, ':', 1) IN (SELECT namespace FROM unknown_namespaces)))
    AND ($5::text IS NULL OR badge_type = $5)`

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * One page of the wallet registry, with the number of matches. With `include` the page keeps the include
 * order (§7 featured wallets); otherwise it follows the full list's order.
 *
 * @example
 * await findWallets(db, { page: 1, entries: 40 }) // { data: [first 40 wallets], count: 309 }
 * await findWallets(db, { page: 1, entries: 100, search: 'io.METAMASK' }) // MetaMask, by rdns
 */
export async function findWallets(
  db: Queryable,
  { page, entries, include, exclude = [], search, chains, badgeType }: FindWalletsParameters,
): Promise<FindWalletsReturnType> {
  const params = [
    include ?? null,
    exclude,
    search ? likePattern(search) : null,
    chains ?? null,
    badgeType ?? null,
  ]
  const [counted] = await db.query<{ count: number }>(
    `${MATCHING.replace('SELECT * FROM', 'SELECT count(*)::int AS count FROM')}`,
    params,
  )
  const rows = await db.query<WalletRow>(
    `${MATCHING}
     ORDER BY CASE WHEN $1::text[] IS NULL THEN 0 ELSE array_position($1::text[], id) END, list_order
     LIMIT $6 OFFSET $7`,
    [...params, entries, (page - 1) * entries],
  )
  return {
    count: counted?.count ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      image_id: row.id,
      rdns: row.rdns,
      chains: row.chains,
      homepage: row.homepage,
      mobile_link: row.mobile_link,
      desktop_link: row.desktop_link,
      webapp_link: row.webapp_link,
      badge_type: row.badge_type,
      order: row.list_order,
    })),
  }
}
