import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Queryable } from '@portico/api'
import { sealBytes } from '../crypto/sealBytes.ts'

/** The namespaces the embedded wallet holds a key for (§1: embedded-wallet auth works only for these). */
export type KeyNamespace = 'eip155' | 'solana'

/** The additional authenticated data of a key row: a ciphertext copied to another row does not open. */
export const keyAssociatedData = (userId: string, namespace: KeyNamespace) => `${userId}:${namespace}`

/** The public side of a user's keys. */
export interface UserAddresses {
  eip155: `0x${string}`
  /** base58 ed25519 public key. */
  solana: string
}

/**
 * Makes a user's secp256k1 and ed25519 keys and stores them encrypted (AES-256-GCM, AAD = user id + namespace)
 * in `embedded_keys`, inside the caller's transaction. The plain keys exist only in this call.
 *
 * @example
 * await db.transaction((tx) => createUserKeys(tx, keys.walletKeys, userId))
 */
export async function createUserKeys(
  tx: Queryable,
  walletKeysKey: Buffer,
  userId: string,
): Promise<UserAddresses> {
  const evmKey = Buffer.from(generatePrivateKey().slice(2), 'hex')
  const evmAddress = privateKeyToAccount(`0x${evmKey.toString('hex')}`).address
  const solanaKey = Buffer.from(ed25519.utils.randomSecretKey())
  const solanaAddress = base58.encode(ed25519.getPublicKey(solanaKey))
  try {
    for (const [namespace, key, address] of [
      ['eip155', evmKey, evmAddress],
      ['solana', solanaKey, solanaAddress],
    ] as const) {
      const sealed = sealBytes(walletKeysKey, key, keyAssociatedData(userId, namespace))
      await tx.query(
        'INSERT INTO embedded_keys (user_id, namespace, address, ciphertext, iv, auth_tag, key_version) VALUES ($1, $2, $3, $4, $5, $6, 1)',
        [userId, namespace, address, sealed.ciphertext, sealed.iv, sealed.authTag],
      )
    }
  } finally {
    evmKey.fill(0)
    solanaKey.fill(0)
  }
  return { eip155: evmAddress, solana: solanaAddress }
}
