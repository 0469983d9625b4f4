import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'
import { REGISTRATION_MESSAGE_MAX_AGE_S } from './registrationMessage.ts'

/** A nonce to put in the signed registration message, and when it stops being accepted. */
export interface IssueNameNonceReturnType {
  /** 32 hexadecimal digits. */
  nonce: string
  /** Unix milliseconds. */
  expiresAt: number
}

/**
 * Issues a single-use nonce for one name registration, kept until it is used or expires (as long as a
 * signed message stays fresh); the sweep deletes expired ones.
 *
 * @example
 * const { nonce } = await issueNameNonce(db)
 */
export async function issueNameNonce(db: Queryable): Promise<IssueNameNonceReturnType> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = Date.now() + REGISTRATION_MESSAGE_MAX_AGE_S * 1000
  await db.query(
    'INSERT INTO name_registration_nonces (nonce, expires_at) VALUES ($1, to_timestamp($2::double precision / 1000))',
    [nonce, expiresAt],
  )
  return { nonce, expiresAt }
}
