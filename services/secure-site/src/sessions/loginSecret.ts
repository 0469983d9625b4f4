import { timingSafeEqual } from 'node:crypto'
import { sha256Hex } from '../crypto/tokenHashes.ts'
import { SecureSiteHttpError } from '../http/httpErrors.ts'

/** The login was started with another login secret: another frame, tab, browser, or a host page or curl. */
export class LoginSecretMismatchError extends SecureSiteHttpError {
  override name = 'LoginSecretMismatchError'
  constructor() {
    super(403, 'This login was started somewhere else. Start it again.')
  }
}

/**
 * Refuses to finish a login unless `secret` is the one whose SHA-256 hex was stored when it started. Only the
 * secure site's iframe knows it, so a code or ticket relayed through the host page is worthless elsewhere.
 *
 * @throws {LoginSecretMismatchError} when no hash was stored or it does not match.
 * @example
 * assertLoginSecret(row.login_secret_hash, body.loginSecret)
 */
export function assertLoginSecret(storedHash: string | null | undefined, secret: string): void {
  const given = Buffer.from(sha256Hex(secret), 'hex')
  const stored = Buffer.from(storedHash ?? '', 'hex')
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) throw new LoginSecretMismatchError()
}
