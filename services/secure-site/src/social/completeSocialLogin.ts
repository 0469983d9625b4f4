import type { Queryable } from '@portico/api'
import { sha256Hex } from '../crypto/tokenHashes.ts'
import { BadRequestError } from '../http/httpErrors.ts'
import type { SessionScope } from '../sessions/sessionStore.ts'

/**
 * §5 CONNECT_SOCIAL: redeems the ticket in a `result_uri` (once, within 60 s, from the project and host origin
 * that started the login) and returns the user's id.
 *
 * @example
 * const userId = await completeSocialLogin(db, publicUrl, resultUri, { projectId, hostOrigin })
 */
export async function completeSocialLogin(
  db: Queryable,
  publicUrl: string,
  resultUri: string,
  scope: SessionScope,
): Promise<string> {
  let ticket: string | null = null
  try {
    const url = new URL(resultUri)
    if (url.origin === publicUrl && url.pathname === '/social/result') ticket = url.searchParams.get('ticket')
  } catch {
    // not a URL: answered below
  }
  if (!ticket) throw new BadRequestError('The social login result is not from this secure site')
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE embedded_login_tickets SET used_at = now()
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() AND project_id = $2 AND host_origin = $3
     RETURNING user_id`,
    [sha256Hex(ticket), scope.projectId, scope.hostOrigin],
  )
  if (!row)
    throw new BadRequestError('The social login result has expired or was already used. Log in again.')
  return row.user_id
}
