import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** An AES-256-GCM ciphertext as stored: each part base64. */
export interface SealedBytes {
  ciphertext: string
  iv: string
  authTag: string
}

/** Thrown when a ciphertext does not open: wrong key, altered bytes, or other associated data (another row). */
export class UnsealError extends Error {
  override name = 'UnsealError'
}

/**
 * Encrypts `plaintext` with AES-256-GCM under `key`, binding `associatedData` (e.g. user id + namespace) so the
 * ciphertext only opens for the row it was made for.
 *
 * @example
 * const sealed = sealBytes(key, privateKeyBytes, `${userId}:eip155`)
 */
export function sealBytes(key: Buffer, plaintext: Uint8Array, associatedData: string): SealedBytes {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    authTag: cipher.getAuthTag().toString('base64'),
  }
}

/**
 * Decrypts what {@link sealBytes} made; throws {@link UnsealError} unless key and associated data both match.
 * The caller owns the returned buffer and should `fill(0)` it when done.
 *
 * @example
 * const privateKey = unsealBytes(key, row, `${userId}:eip155`)
 */
export function unsealBytes(key: Buffer, sealed: SealedBytes, associatedData: string): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'))
    decipher.setAAD(Buffer.from(associatedData, 'utf8'))
    decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'))
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()])
  } catch (error) {
    throw new UnsealError('The ciphertext does not open with this key for this record', { cause: error })
  }
}
