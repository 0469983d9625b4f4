import type { Queryable } from '@portico/api'
import { sha256Hex } from '../crypto/tokenHashes.ts'
import { BadRequestError } from '../http/httpErrors.ts'
import { assertLoginSecret } from '../sessions/loginSecret.ts'
import type { SessionScope } from '../sessions/sessionStore.ts'

/**
 * §5 CONNECT_SOCIAL: redeems the ticket in a `result_uri` (once, within 60 s, from the project and host origin
 * that started the login, and only with the login secret of the iframe that started it) and returns the user's
 * id. A ticket read from the address bar by the host page, or forced into another tab (login CSRF), is refused.
 *
 * @throws {LoginSecretMismatchError} when `loginSecret` is not the one the login started with.
 * @example
 * const userId = await completeSocialLogin(db, publicUrl, resultUri, { projectId, hostOrigin }, loginSecret)
 */
export async function completeSocialLogin(
  db: Queryable,
  publicUrl: string,
  resultUri: string,
  scope: SessionScope,
  loginSecret: string,
): Promise<string> {
  let ticket: string | null = null
  try {
    const url = new URL(resultUri)
    if (url.origin === publicUrl && url.pathname === '/social/result') ticket = url.searchParams.get('ticket')
  } catch {
    // not a URL: answered below
  }
  if (!ticket) throw new BadRequestError('The social login result is not from this secure site')
  const ticketHash = sha256Hex(ticket)
  const [pending] = await db.query<{ login_secret_hash: string | null }>(
    `SELECT login_secret_hash FROM embedded_login_tickets
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() AND project_id = $2 AND host_origin = $3`,
    [ticketHash, scope.projectId, scope.hostOrigin],
  )
  // Checked before the ticket is used, so a thief's try does not burn the person's login.
  if (pending) assertLoginSecret(pending.login_secret_hash, loginSecret)
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE embedded_login_tickets SET used_at = now()
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() AND project_id = $2 AND host_origin = $3
     AND login_secret_hash = $4 RETURNING user_id`,
    [ticketHash, scope.projectId, scope.hostOrigin, pending?.login_secret_hash ?? null],
  )
  if (!row)
    throw new BadRequestError('The social login result has expired or was already used. Log in again.')
  return row.user_id
}
