import { createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * A new bearer secret (session token, login ticket, device approval token): 32 random bytes, base64url.
 *
 * @example
 * const token = randomToken() // 43 characters
 */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * SHA-256 hex of a high-entropy token: what the database keeps instead of the token.
 *
 * @example
 * await db.query('SELECT * FROM embedded_sessions WHERE token_hash = $1', [sha256Hex(token)])
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/**
 * HMAC-SHA256 hex of a low-entropy secret (a six-digit code) bound to its context, so a copy of the table does
 * not let anyone try the million codes offline without the master key.
 *
 * @example
 * hmacHex(keys.codeHmac, `login:${email}:${code}`)
 */
export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex')
}
