import type { Queryable } from '@portico/api'
import type { HitCounter } from './createRateLimiter.ts'

/**
 * A {@link HitCounter} in the secure site's `embedded_rate_limits` table (PostgreSQL or PGlite): one upsert per
 * hit, atomic per key, so processes sharing the database share the counts. Ended windows are deleted by
 * `deleteExpiredRecords`.
 *
 * @example
 * const counter = createDatabaseHitCounter(db)
 * await counter.count('email-verify-ip:203.0.113.7', 600_000) // { hits: 1, resetInMs: 600000 }
 */
export function createDatabaseHitCounter(db: Queryable): HitCounter {
  return {
    async count(key, windowMs) {
      const [row] = await db.query<{ hits: number; reset_in_ms: number }>(
        `INSERT INTO embedded_rate_limits AS l (key, hits, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN l.reset_at <= now() THEN 1 ELSE l.hits + 1 END,
           reset_at = CASE WHEN l.reset_at <= now() THEN EXCLUDED.reset_at ELSE l.reset_at END
         RETURNING hits, (extract(epoch FROM reset_at - now()) * 1000)::float8 AS reset_in_ms`,
        [key, windowMs],
      )
      if (!row) throw new Error(`The rate-limit upsert for ${key} returned no row`)
      return { hits: Number(row.hits), resetInMs: Math.ceil(Number(row.reset_in_ms)) }
    },
  }
}
