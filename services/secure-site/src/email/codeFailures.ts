import type { Queryable } from '@portico/api'
import type { CodeFailurePolicy } from '../http/abuseLimits.ts'
import { TryAgainLaterError } from '../http/httpErrors.ts'
import { codeLockNoticeMail } from './composeMails.ts'
import type { Mailer } from './createMailer.ts'

/** What a code check needs to cap wrong codes per address across codes and IPs (issue 14, item 2). */
export interface CodeGuard {
  policy: CodeFailurePolicy
  /** The client the wrong code came from, kept with the failure for the owner's notice. */
  clientIp: string
  /** Tells the address's owner that it was locked (called once per lock, after it is recorded). */
  notifyLocked(email: string, lock: { until: Date; failures: number }): Promise<void>
}

/**
 * Refuses with {@link TryAgainLaterError} while `email` is locked after too many wrong codes. The answer is the
 * same whether or not an account has that address.
 *
 * @example
 * await assertEmailNotLocked(db, 'ada@example.test')
 */
export async function assertEmailNotLocked(db: Queryable, email: string): Promise<void> {
  const [lock] = await db.query<{ wait_ms: number }>(
    `SELECT (extract(epoch FROM locked_until - now()) * 1000)::float8 AS wait_ms FROM embedded_email_locks
     WHERE email = $1 AND locked_until > now()`,
    [email],
  )
  if (lock) throw new TryAgainLaterError(Math.ceil(Number(lock.wait_ms) / 1000))
}

/**
 * Records one wrong code for `email` (inside the caller's transaction) and locks the address when it is the
 * `policy.limit`-th within `policy.windowMs`. New codes do not reset the count: it is kept per address, not per
 * code. Returns the lock when this failure made it.
 *
 * @example
 * const lock = await recordCodeFailure(tx, 'ada@example.test', '203.0.113.7', DEFAULT_ABUSE_LIMITS.codeFailures)
 */
export async function recordCodeFailure(
  tx: Queryable,
  email: string,
  clientIp: string,
  policy: CodeFailurePolicy,
): Promise<{ until: Date; failures: number } | undefined> {
  // One writer per address, so two processes cannot both count 9 and neither lock.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code-failures:${email}`])
  await tx.query('INSERT INTO embedded_code_failures (email, client_ip) VALUES ($1, $2)', [email, clientIp])
  const [counted] = await tx.query<{ failures: number }>(
    `SELECT count(*)::int AS failures FROM embedded_code_failures
     WHERE email = $1 AND failed_at > now() - make_interval(secs => $2::float8 / 1000)`,
    [email, policy.windowMs],
  )
  const failures = Number(counted?.failures ?? 0)
  if (failures < policy.limit) return undefined
  const [locked] = await tx.query<{ locked_until: Date }>(
    `INSERT INTO embedded_email_locks AS l (email, locked_until)
     VALUES ($1, now() + make_interval(secs => $2::float8 / 1000))
     ON CONFLICT (email) DO UPDATE SET locked_until = EXCLUDED.locked_until, created_at = now()
       WHERE l.locked_until <= now()
     RETURNING locked_until`,
    [email, policy.lockMs],
  )
  // The window starts again after a lock, so the next lock needs `limit` new failures.
  await tx.query('DELETE FROM embedded_code_failures WHERE email = $1', [email])
  return locked ? { until: new Date(locked.locked_until), failures } : undefined
}

/**
 * The {@link CodeGuard} of one request: `policy`, the client's IP, and a lock notice sent through `mailer`.
 *
 * @example
 * await useEmailCode(db, key, 'login', { email }, otp, { guard: createCodeGuard({ policy, mailer, clientIp: request.ip }) })
 */
export function createCodeGuard({
  policy,
  mailer,
  clientIp,
}: {
  policy: CodeFailurePolicy
  mailer: Mailer
  clientIp: string
}): CodeGuard {
  return { policy, clientIp, notifyLocked: (email, lock) => mailer.send(codeLockNoticeMail(email, lock)) }
}
