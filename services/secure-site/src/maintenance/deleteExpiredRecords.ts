import type { Queryable } from '@portico/api'

/** Rows of one-time secrets and sessions kept a day past their end, for support questions, then deleted. */
const GRACE = "interval '1 day'"

/**
 * Deletes email codes, device links, social login states, login tickets and sessions that ended over a day
 * ago, so the tables hold only what can still be used. Returns how many rows went, per table.
 *
 * @example
 * setInterval(() => void deleteExpiredRecords(db), 10 * 60_000)
 */
export async function deleteExpiredRecords(db: Queryable): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {}
  for (const [table, ended] of [
    ['embedded_email_codes', `expires_at < now() - ${GRACE}`],
    ['embedded_device_tokens', `expires_at < now() - ${GRACE}`],
    ['embedded_social_states', 'expires_at < now()'],
    ['embedded_login_tickets', `expires_at < now() - ${GRACE}`],
    ['embedded_sessions', `expires_at < now() - ${GRACE} OR revoked_at < now() - ${GRACE}`],
  ] as const) {
    const rows = await db.query(`DELETE FROM ${table} WHERE ${ended} RETURNING 1 AS gone`)
    deleted[table] = rows.length
  }
  return deleted
}
