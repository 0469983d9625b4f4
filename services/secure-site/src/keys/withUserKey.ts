import type { Queryable } from '@portico/api'
import { unsealBytes } from '../crypto/sealBytes.ts'
import { keyAssociatedData, type KeyNamespace } from './createUserKeys.ts'

/** Thrown when a user has no key in a namespace (a broken row, never a normal state). */
export class UserKeyMissingError extends Error {
  override name = 'UserKeyMissingError'
}

/**
 * Decrypts a user's private key for the duration of `use` and wipes it afterwards, so a plain key never
 * outlives one signing call.
 *
 * @example
 * const signature = await withUserKey(db, key, userId, 'eip155', (pk) => sign(pk))
 */
export async function withUserKey<T>(
  db: Queryable,
  walletKeysKey: Buffer,
  userId: string,
  namespace: KeyNamespace,
  use: (privateKey: Uint8Array) => Promise<T> | T,
): Promise<T> {
  const [row] = await db.query<{ ciphertext: string; iv: string; auth_tag: string }>(
    'SELECT ciphertext, iv, auth_tag FROM embedded_keys WHERE user_id = $1 AND namespace = $2',
    [userId, namespace],
  )
  if (!row) throw new UserKeyMissingError(`User ${userId} has no ${namespace} key`)
  const privateKey = unsealBytes(
    walletKeysKey,
    { ciphertext: row.ciphertext, iv: row.iv, authTag: row.auth_tag },
    keyAssociatedData(userId, namespace),
  )
  try {
    return await use(privateKey)
  } finally {
    privateKey.fill(0)
  }
}
