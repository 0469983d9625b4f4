import { randomUUID } from 'node:crypto'
import type { Database, Queryable } from '@portico/api'
import type { SocialProvider } from '@portico/frame-protocol'
import { createUserKeys } from '../keys/createUserKeys.ts'

/** A row of `embedded_users` with its addresses. */
export interface EmbeddedUserRecord {
  id: string
  email: string | null
  socialProvider: SocialProvider | null
  socialUserName: string | null
  addresses: { eip155: string; solana: string }
}

interface UserRow {
  id: string
  email: string | null
  social_provider: SocialProvider | null
  social_user_name: string | null
  eip155: string | null
  solana: string | null
}

const SELECT_USER = `SELECT u.id, u.email, u.social_provider, u.social_user_name,
  (SELECT address FROM embedded_keys k WHERE k.user_id = u.id AND k.namespace = 'eip155') AS eip155,
  (SELECT address FROM embedded_keys k WHERE k.user_id = u.id AND k.namespace = 'solana') AS solana
  FROM embedded_users u`

function record(row: UserRow): EmbeddedUserRecord {
  return {
    id: row.id,
    email: row.email,
    socialProvider: row.social_provider,
    socialUserName: row.social_user_name,
    addresses: { eip155: row.eip155 ?? '', solana: row.solana ?? '' },
  }
}

/** The user with this id, or undefined. */
export async function findUserById(db: Queryable, id: string): Promise<EmbeddedUserRecord | undefined> {
  const [row] = await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id])
  return row && record(row)
}

/** The user with this (lowercased) email, or undefined. */
export async function findUserByEmail(db: Queryable, email: string): Promise<EmbeddedUserRecord | undefined> {
  const [row] = await db.query<UserRow>(`${SELECT_USER} WHERE u.email = $1`, [email])
  return row && record(row)
}

/**
 * Finds the user with this email, or creates them with their keys and this first (approved) device, all in
 * one transaction so a user never exists without keys.
 *
 * @example
 * const user = await findOrCreateEmailUser(db, walletKeysKey, 'ada@example.test', deviceId)
 */
export async function findOrCreateEmailUser(
  db: Database,
  walletKeysKey: Buffer,
  email: string,
  deviceId: string,
): Promise<EmbeddedUserRecord> {
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: string }>('SELECT id FROM embedded_users WHERE email = $1', [
      email,
    ])
    if (existing) return existing.id
    const newId = randomUUID()
    // ON CONFLICT: a concurrent first login of the same email keeps one user (the loser's insert is a no-op).
    const inserted = await tx.query(
      'INSERT INTO embedded_users (id, email) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
      [newId, email],
    )
    if (inserted.length === 0) {
      // READ COMMITTED: this statement sees the row the other transaction committed.
      const [winner] = await tx.query<{ id: string }>('SELECT id FROM embedded_users WHERE email = $1', [
        email,
      ])
      return winner!.id
    }
    await createUserKeys(tx, walletKeysKey, newId)
    await tx.query(
      'INSERT INTO embedded_devices (user_id, device_id, approved_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING',
      [newId, deviceId],
    )
    return newId
  })
  return (await findUserById(db, id))!
}

/**
 * Finds the user of a social account (provider + subject), or creates them with their keys, in one
 * transaction; the user name is refreshed on every login.
 *
 * @example
 * const user = await findOrCreateSocialUser(db, walletKeysKey, { provider: 'github', subject: '42', userName: 'ada' })
 */
export async function findOrCreateSocialUser(
  db: Database,
  walletKeysKey: Buffer,
  account: { provider: SocialProvider; subject: string; userName: string | null },
): Promise<EmbeddedUserRecord> {
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: string }>(
      'UPDATE embedded_users SET social_user_name = $3 WHERE social_provider = $1 AND social_subject = $2 RETURNING id',
      [account.provider, account.subject, account.userName],
    )
    if (existing) return existing.id
    const newId = randomUUID()
    await tx.query(
      'INSERT INTO embedded_users (id, social_provider, social_subject, social_user_name) VALUES ($1, $2, $3, $4)',
      [newId, account.provider, account.subject, account.userName],
    )
    await createUserKeys(tx, walletKeysKey, newId)
    return newId
  })
  return (await findUserById(db, id))!
}
