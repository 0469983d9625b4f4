import type { Database } from '@portico/api'
import { codeMail } from './composeMails.ts'
import type { Mailer } from './createMailer.ts'
import { issueEmailCode, withdrawEmailCode } from './emailCodes.ts'

/** Parameters of {@link startEmailLogin}. */
export interface StartEmailLoginParameters {
  db: Database
  mailer: Mailer
  codeHmacKey: Buffer
  email: string
  /** SHA-256 hex of the iframe's login secret; verifying the code will need the secret itself. */
  loginSecretHash: string
}

/**
 * §5 CONNECT_EMAIL: mails a six-digit code (VERIFY_OTP), at most one per 30 s per address (§9). Every address
 * gets the same answer and the same mail, account or not, approved device or not: whether a device needs
 * approval is said only to whoever enters the right code (ADR 0011, "What a login reveals").
 *
 * @example
 * const { action } = await startEmailLogin({ db, mailer, codeHmacKey, email, loginSecretHash })
 */
export async function startEmailLogin(
  parameters: StartEmailLoginParameters,
): Promise<{ action: 'VERIFY_OTP' }> {
  const { db, mailer, email } = parameters
  const { id, code } = await issueEmailCode(db, parameters.codeHmacKey, { purpose: 'login', email })
  // Bound before the code is mailed, so no one can know a code that is not yet bound to its login secret.
  await db.query('UPDATE embedded_email_codes SET login_secret_hash = $2 WHERE id = $1', [
    id,
    parameters.loginSecretHash,
  ])
  try {
    await mailer.send(codeMail(email, code, 'login'))
  } catch (error) {
    await withdrawEmailCode(db, id)
    throw error
  }
  return { action: 'VERIFY_OTP' }
}
