import type { Queryable } from '@portico/api'
import { randomToken, sha256Hex } from '../crypto/tokenHashes.ts'
import { SessionExpiredError } from '../http/httpErrors.ts'

/** A session lasts 7 days; after that the iframe asks the person to log in again. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** Where a session may be used: the project and the host page's origin it was made for. */
export interface SessionScope {
  projectId: string
  hostOrigin: string
}

/**
 * Makes a session for `userId` bound to `scope`; only the token's SHA-256 is stored.
 *
 * @example
 * const { sessionToken, expiresAt } = await createSession(db, user.id, { projectId, hostOrigin })
 */
export async function createSession(
  db: Queryable,
  userId: string,
  scope: SessionScope,
): Promise<{ sessionToken: string; expiresAt: string }> {
  const sessionToken = randomToken()
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS)
  await db.query(
    'INSERT INTO embedded_sessions (token_hash, user_id, project_id, host_origin, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256Hex(sessionToken), userId, scope.projectId, scope.hostOrigin, expiresAt],
  )
  return { sessionToken, expiresAt: expiresAt.toISOString() }
}

/**
 * The user id of a live session used from its own project and host origin; otherwise
 * {@link SessionExpiredError} (§8 'Session Expired'), whether the token is unknown, expired, revoked or foreign.
 *
 * @example
 * const userId = await findSessionUser(db, token, { projectId, hostOrigin })
 */
export async function findSessionUser(
  db: Queryable,
  sessionToken: string | undefined,
  scope: SessionScope,
): Promise<{ userId: string; tokenHash: string }> {
  if (!sessionToken) throw new SessionExpiredError()
  const tokenHash = sha256Hex(sessionToken)
  const [row] = await db.query<{ user_id: string }>(
    `SELECT user_id FROM embedded_sessions WHERE token_hash = $1 AND project_id = $2 AND host_origin = $3
     AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash, scope.projectId, scope.hostOrigin],
  )
  if (!row) throw new SessionExpiredError()
  return { userId: row.user_id, tokenHash }
}

/** Ends a session at once (sign out). */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query(
    'UPDATE embedded_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash],
  )
}
