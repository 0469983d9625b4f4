import type { Database } from '../db/database.ts'
import type { CatalogueWallet } from './readWalletCatalogue.ts'

// Any constant shared by every API process: concurrent start-ups seed one at a time.
const SEED_LOCK_KEY = 7_202_612

/** What {@link seedWallets} changed. */
export interface SeedWalletsReturnType {
  /** Rows inserted or changed (0 when the table already matched the catalogue). */
  written: number
  /** Rows deleted because their wallet left the catalogue. */
  removed: number
}

const columns = [
  'name',
  'rdns',
  'chains',
  'homepage',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'badge_type',
  'list_order',
] as const

/**
 * Makes the `wallets` table equal to the catalogue in one transaction: new wallets are inserted, changed ones
 * updated, and wallets no longer listed deleted. Unchanged rows are not rewritten, so a restart is cheap.
 *
 * @example
 * await seedWallets(db, readWalletCatalogue()) // { written: 309, removed: 0 } on a new database
 */
export async function seedWallets(
  db: Database,
  wallets: readonly CatalogueWallet[],
): Promise<SeedWalletsReturnType> {
  const rows = wallets.map((w) => ({
    id: w.id,
    name: w.name,
    rdns: w.rdns,
    chains: w.chains,
    homepage: w.homepage,
    mobile_link: w.mobile_link,
    desktop_link: w.desktop_link,
    webapp_link: w.webapp_link,
    badge_type: w.badge_type,
    list_order: w.order,
  }))
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY])
    // Deleted first, so that a renamed wallet (new id) may take over its old name and rdns.
    const removed = await tx.query('DELETE FROM wallets WHERE NOT (id = ANY($1::text[])) RETURNING id', [
      rows.map((r) => r.id),
    ])
    const written = await tx.query(
      `INSERT INTO wallets (id, ${columns.join(', ')})
       SELECT r.id, r.name, r.rdns, ARRAY(SELECT jsonb_array_elements_text(r.chains)), r.homepage,
              r.mobile_link, r.desktop_link, r.webapp_link, r.badge_type, r.list_order
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, rdns text, chains jsonb, homepage text,
         mobile_link text, desktop_link text, webapp_link text, badge_type text, list_order integer)
       ON CONFLICT (id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
       WHERE (${columns.map((c) => `wallets.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `EXCLUDED.${c}`).join(', ')})
       RETURNING id`,
      [JSON.stringify(rows)],
    )
    return { written: written.length, removed: removed.length }
  })
}
