import type { Queryable } from '@portico/api'
import {
  SESSION_PROOF_MAX_AGE_SECONDS,
  SessionProofError,
  sessionKeyThumbprint,
  sessionPublicKeySchema,
  verifySessionProof,
  type SessionPublicKey,
} from '@portico/frame-protocol'
import { randomToken, sha256Hex } from '../crypto/tokenHashes.ts'
import { SessionExpiredError } from '../http/httpErrors.ts'

/** A session lasts 7 days; after that the iframe asks the person to log in again. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** Where a session may be used: the project and the host page's origin it was made for. */
export interface SessionScope {
  projectId: string
  hostOrigin: string
}

/** The request a session is used for, as the proof must have signed it. */
export interface ProvenRequest {
  method: string
  /** Path and query, as received. */
  path: string
  /** The body text as received (`''` without one). */
  body: string
  /** The `X-Portico-Proof` header. */
  proof: string | undefined
}

/**
 * Makes a session for `userId` bound to `scope` and to the iframe's session key `publicKey`; only the token's
 * SHA-256 is stored. Every later use must carry a proof signed with the key's private half.
 *
 * @example
 * const { sessionToken, expiresAt } = await createSession(db, user.id, { projectId, hostOrigin }, publicKey)
 */
export async function createSession(
  db: Queryable,
  userId: string,
  scope: SessionScope,
  publicKey: SessionPublicKey,
): Promise<{ sessionToken: string; expiresAt: string }> {
  const sessionToken = randomToken()
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS)
  await db.query(
    `INSERT INTO embedded_sessions (token_hash, user_id, project_id, host_origin, expires_at, public_key, key_thumbprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256Hex(sessionToken),
      userId,
      scope.projectId,
      scope.hostOrigin,
      expiresAt,
      JSON.stringify(publicKey),
      await sessionKeyThumbprint(publicKey),
    ],
  )
  return { sessionToken, expiresAt: expiresAt.toISOString() }
}

/** Checks the request's proof against the session's key and records its one-time id (a replay is refused). */
async function checkProof(
  db: Queryable,
  tokenHash: string,
  storedKey: string | null,
  request: ProvenRequest,
) {
  const key = sessionPublicKeySchema.safeParse(storedKey === null ? null : JSON.parse(storedKey))
  if (!key.success) throw new SessionExpiredError() // a session from before keys were required
  let jti: string
  try {
    ;({ jti } = await verifySessionProof(request.proof, key.data, request))
  } catch (error) {
    if (error instanceof SessionProofError) throw new SessionExpiredError()
    throw error
  }
  // Twice the window: a proof dated up to the window ahead stays refusable for as long as it is accepted.
  const rows = await db.query(
    `INSERT INTO embedded_session_proofs (token_hash, jti, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (token_hash, jti) DO NOTHING RETURNING 1 AS fresh`,
    [tokenHash, jti, new Date(Date.now() + 2 * SESSION_PROOF_MAX_AGE_SECONDS * 1000)],
  )
  if (rows.length === 0) throw new SessionExpiredError()
}

/**
 * The user id of a live session used from its own project and host origin, with a fresh proof signed by the
 * session's key for exactly this request; otherwise {@link SessionExpiredError} (§8 'Session Expired'), whether
 * the token is unknown, expired, revoked or foreign, or the proof is missing, forged, stale or replayed.
 *
 * @example
 * const { userId } = await findSessionUser(db, token, { projectId, hostOrigin }, { method, path, body, proof })
 */
export async function findSessionUser(
  db: Queryable,
  sessionToken: string | undefined,
  scope: SessionScope,
  request: ProvenRequest,
): Promise<{ userId: string; tokenHash: string }> {
  if (!sessionToken) throw new SessionExpiredError()
  const tokenHash = sha256Hex(sessionToken)
  const [row] = await db.query<{ user_id: string; public_key: string | null }>(
    `SELECT user_id, public_key FROM embedded_sessions WHERE token_hash = $1 AND project_id = $2
     AND host_origin = $3 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash, scope.projectId, scope.hostOrigin],
  )
  if (!row) throw new SessionExpiredError()
  await checkProof(db, tokenHash, row.public_key, request)
  return { userId: row.user_id, tokenHash }
}

/**
 * Ends every live session of a user except `keepTokenHash` (after an email change, so whoever held the old
 * address's sessions is signed out). Returns how many ended.
 *
 * @example
 * await revokeOtherSessions(tx, userId, currentTokenHash)
 */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepTokenHash: string,
): Promise<number> {
  const rows = await db.query(
    `UPDATE embedded_sessions SET revoked_at = now()
     WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL RETURNING 1 AS ended`,
    [userId, keepTokenHash],
  )
  return rows.length
}

/** Ends a session at once (sign out). */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query(
    'UPDATE embedded_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash],
  )
}
