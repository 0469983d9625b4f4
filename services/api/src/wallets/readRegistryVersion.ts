import type { Queryable } from '../db/database.ts'

/**
 * A digest of every served field of every row of the `wallets` table (not when a row was written), so two
 * API processes with the same registry agree, and any seed that changes a wallet changes it.
 *
 * @example
 * await readRegistryVersion(db) // '3f1c…' (32 hex characters)
 */
export async function readRegistryVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    `SELECT md5(coalesce(string_agg((to_jsonb(w) - 'updated_at')::text, E'\\n' ORDER BY w.id), '')) AS version
     FROM wallets w`,
  )
  return row!.version
}
