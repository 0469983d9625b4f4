import { randomUUID } from 'node:crypto'
import type { Database } from '@portico/api'
import { createUserKeys } from '../keys/createUserKeys.ts'
import { findUserById, type EmbeddedUserRecord } from '../users/userStore.ts'

/**
 * Finds the embedded wallet user of a Farcaster account (provider `farcaster`, subject the fid), or creates
 * them with their keys, in one transaction; the user name is refreshed on every login.
 *
 * @example
 * const user = await findOrCreateFarcasterUser(db, walletKeysKey, { fid: 1, userName: 'portico-dev' })
 */
export async function findOrCreateFarcasterUser(
  db: Database,
  walletKeysKey: Buffer,
  account: { fid: number; userName: string },
): Promise<EmbeddedUserRecord> {
  const subject = String(account.fid)
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: string }>(
      `UPDATE embedded_users SET social_user_name = $2 WHERE social_provider = 'farcaster' AND social_subject = $1
       RETURNING id`,
      [subject, account.userName],
    )
    if (existing) return existing.id
    const newId = randomUUID()
    await tx.query(
      `INSERT INTO embedded_users (id, social_provider, social_subject, social_user_name)
       VALUES ($1, 'farcaster', $2, $3)`,
      [newId, subject, account.userName],
    )
    await createUserKeys(tx, walletKeysKey, newId)
    return newId
  })
  return (await findUserById(db, id))!
}
