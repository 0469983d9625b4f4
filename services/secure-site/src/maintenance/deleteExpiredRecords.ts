import type { Queryable } from '@portico/api'

/** Rows of one-time secrets and sessions kept a day past their end, for support questions, then deleted. */
const GRACE = "interval '1 day'"

/**
 * Deletes email codes, device links, social login states, login tickets and sessions that ended over a day
 * ago, and ended rate-limit windows, old wrong-code records and ended locks, so the tables hold only what can
 * still be used. Returns how many rows went, per table.
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
    // Proof ids only matter while a proof could still be replayed.
    ['embedded_session_proofs', 'expires_at < now()'],
    // Counters and locks are kept no longer than they act, so a flood of made-up keys leaves nothing behind.
    ['embedded_rate_limits', 'reset_at < now()'],
    ['embedded_code_failures', `failed_at < now() - ${GRACE}`],
    ['embedded_email_locks', 'locked_until < now()'],
  ] as const) {
    const rows = await db.query(`DELETE FROM ${table} WHERE ${ended} RETURNING 1 AS gone`)
    deleted[table] = rows.length
  }
  return deleted
}
