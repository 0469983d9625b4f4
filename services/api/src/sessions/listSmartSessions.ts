import type { Queryable } from '../db/database.ts'
import { normalizeCaip10Account } from './caip10Account.ts'
import {
  smartSessionColumns,
  smartSessionFromRow,
  type SmartSession,
  type SmartSessionRow,
} from './smartSession.ts'

/**
 * Every smart session of a CAIP-10 account, newest first, revoked and expired ones included (the client
 * shows their state from `revokedAt` and `expiry`). A malformed account has none.
 *
 * @example
 * const { length } = await listSmartSessions(db, 'eip155:31337:0xf39F…')
 */
export async function listSmartSessions(db: Queryable, account: string): Promise<SmartSession[]> {
  const normalized = normalizeCaip10Account(account)
  if (!normalized) return []
  const rows = await db.query<SmartSessionRow>(
    `SELECT ${smartSessionColumns} FROM smart_sessions s JOIN projects p ON p.id = s.project_id
     WHERE s.account = $1 ORDER BY s.created_at DESC, s.pci`,
    [normalized],
  )
  return rows.map(smartSessionFromRow)
}
