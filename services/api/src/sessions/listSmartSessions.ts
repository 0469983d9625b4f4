import type { Queryable } from '../db/database.ts'
import { normalizeCaip10Account } from './caip10Account.ts'
import {
  smartSessionColumns,
  smartSessionFromRow,
  type SmartSession,
  type SmartSessionRow,
} from './smartSession.ts'

/**
 * The smart sessions a CAIP-10 account granted to one project, newest first, revoked and expired ones
 * included (the client shows their state from `revokedAt` and `expiry`). Another project's sessions are
 * never listed: they would tell the asker which other apps the account uses. A malformed account has none.
 *
 * @example
 * const { length } = await listSmartSessions(db, 'eip155:31337:0xf39F…', 'demo')
 */
export async function listSmartSessions(
  db: Queryable,
  account: string,
  projectId: string,
): Promise<SmartSession[]> {
  const normalized = normalizeCaip10Account(account)
  if (!normalized) return []
  const rows = await db.query<SmartSessionRow>(
    `SELECT ${smartSessionColumns} FROM smart_sessions s JOIN projects p ON p.id = s.project_id
     WHERE s.account = $1 AND s.project_id = $2 ORDER BY s.created_at DESC, s.pci`,
    [normalized, projectId],
  )
  return rows.map(smartSessionFromRow)
}
