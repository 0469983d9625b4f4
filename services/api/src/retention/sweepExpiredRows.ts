import type { Queryable } from '../db/database.ts'

/** Parameters of {@link sweepExpiredRows}. */
export interface SweepExpiredRowsParameters {
  /** Analytics events received longer ago than this many days are deleted. */
  analyticsRetentionDays: number
}

/** How many rows each kind lost. */
export interface SweepExpiredRowsReturnType {
  analyticsEvents: number
  nameNonces: number
  nameRegistrations: number
}

// The registration log only serves the 24 h caps; a month is kept for operators looking into abuse.
const REGISTRATION_LOG_DAYS = 30

/**
 * Deletes what the API no longer keeps: analytics events past their retention period, name nonces past
 * their expiry, and registration log rows past a month.
 *
 * @example
 * await sweepExpiredRows(db, { analyticsRetentionDays: 90 }) // { analyticsEvents: 12, … }
 */
export async function sweepExpiredRows(
  db: Queryable,
  { analyticsRetentionDays }: SweepExpiredRowsParameters,
): Promise<SweepExpiredRowsReturnType> {
  // Counted in SQL: a first sweep after a long pause may delete millions of rows.
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await db.query<{ n: number }>(
      `WITH d AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM d`,
      params,
    )
    return Number(row?.n ?? 0)
  }
  const analyticsEvents = await count(
    'DELETE FROM analytics_events WHERE received_at < now() - make_interval(days => $1::int)',
    [analyticsRetentionDays],
  )
  const nameNonces = await count('DELETE FROM name_registration_nonces WHERE expires_at <= now()')
  const nameRegistrations = await count(
    'DELETE FROM name_registrations WHERE registered_at < now() - make_interval(days => $1::int)',
    [REGISTRATION_LOG_DAYS],
  )
  return { analyticsEvents, nameNonces, nameRegistrations }
}
