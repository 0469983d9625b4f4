import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'
import { normalizeCaip10Account } from './caip10Account.ts'
import {
  SmartSessionError,
  smartSessionColumns,
  smartSessionFromRow,
  type SessionGrantEntry,
  type SmartSession,
  type SmartSessionRow,
} from './smartSession.ts'

/** What a granted permission set records (later issues fill this from wallet_grantPermissions). */
export interface NewSmartSession {
  projectId: string
  /** CAIP-10 account. */
  account: string
  signer: SessionGrantEntry
  permissions: SessionGrantEntry[]
  policies?: SessionGrantEntry[]
  /** Unix seconds. */
  expiry: number
  /** Generated (0x + 32 random bytes) when absent. */
  pci?: string
}

/**
 * Stores a smart session for an account and returns it as GET /v1/sessions/{id} lists it.
 *
 * @example
 * const session = await createSmartSession(db, {
 *   projectId: 'demo', account: 'eip155:31337:0xf39F…', expiry: Math.floor(Date.now() / 1000) + 3600,
 *   signer: { type: 'keys', data: { keys: [] } }, permissions: [{ type: 'native-token-recurring-allowance', data: {} }],
 * })
 */
export async function createSmartSession(db: Queryable, input: NewSmartSession): Promise<SmartSession> {
  const account = normalizeCaip10Account(input.account)
  if (!account)
    throw new SmartSessionError(400, 'INVALID_SESSION', `'${input.account}' is not a CAIP-10 account`)
  if (!Number.isFinite(input.expiry) || input.expiry <= 0) {
    throw new SmartSessionError(400, 'INVALID_SESSION', 'expiry must be a positive unix time in seconds')
  }
  if (input.permissions.length === 0) {
    throw new SmartSessionError(400, 'INVALID_SESSION', 'a session needs at least one permission')
  }
  const pci = input.pci ?? `0x${randomBytes(32).toString('hex')}`
  const rows = await db.query<SmartSessionRow>(
    `WITH inserted AS (
       INSERT INTO smart_sessions (pci, project_id, account, signer, permissions, policies, expiry)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, to_timestamp($7::float8))
       RETURNING *
     )
     SELECT ${smartSessionColumns} FROM inserted s JOIN projects p ON p.id = s.project_id`,
    [
      pci,
      input.projectId,
      account,
      JSON.stringify(input.signer),
      JSON.stringify(input.permissions),
      JSON.stringify(input.policies ?? []),
      input.expiry,
    ],
  )
  return smartSessionFromRow(rows[0]!)
}
