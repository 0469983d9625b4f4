import type { Database } from '@portico/api'
import { DeviceNotApprovedError } from '../http/httpErrors.ts'
import { assertLoginSecret } from '../sessions/loginSecret.ts'
import { findOrCreateEmailUser, findUserByEmail, type EmbeddedUserRecord } from '../users/userStore.ts'
import type { CodeGuard } from './codeFailures.ts'
import { isDeviceApproved } from './deviceApproval.ts'
import { useEmailCode } from './emailCodes.ts'

/**
 * §5 CONNECT_OTP: uses the login code and returns the user, created with their keys on first login (the device
 * that logged in first is approved). A known user on a device not yet approved gets {@link DeviceNotApprovedError}
 * and an approval email only after the right code, which stays live for after the approval (so only the inbox's
 * owner learns that the account exists). Wrong codes count against the address (`guard`). The code counts only with the
 * login secret of the iframe that asked for it (checked first, so guesses without it do not even reach the code).
 *
 * @throws {LoginSecretMismatchError} when `loginSecret` is not the one the code was asked for with.
 * @throws {DeviceNotApprovedError} after the right code from a known user's unapproved device.
 * @example
 * const user = await verifyEmailLogin({ db, codeHmacKey, walletKeysKey, email, otp, deviceId, loginSecret, guard, askDeviceApproval })
 */
export async function verifyEmailLogin(parameters: {
  db: Database
  codeHmacKey: Buffer
  walletKeysKey: Buffer
  email: string
  otp: string
  deviceId: string
  loginSecret: string
  guard: CodeGuard
  /** Mails the approval link for this device to the known user (see `requestDeviceApproval`). */
  askDeviceApproval: (user: EmbeddedUserRecord) => Promise<unknown>
}): Promise<EmbeddedUserRecord> {
  const { db, email, deviceId } = parameters
  const [pending] = await db.query<{ login_secret_hash: string | null }>(
    `SELECT login_secret_hash FROM embedded_email_codes WHERE email = $1 AND purpose = 'login' AND used_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [email],
  )
  // No code in flight: the code check below gives its usual answer.
  if (pending) assertLoginSecret(pending.login_secret_hash, parameters.loginSecret)
  const known = await findUserByEmail(db, email)
  const unapproved = known !== undefined && !(await isDeviceApproved(db, email, deviceId))
  const { guard } = parameters
  await useEmailCode(db, parameters.codeHmacKey, 'login', { email }, parameters.otp, {
    guard,
    consume: !unapproved,
  })
  if (known && unapproved) {
    await parameters.askDeviceApproval(known)
    throw new DeviceNotApprovedError()
  }
  return known ?? findOrCreateEmailUser(db, parameters.walletKeysKey, email, deviceId)
}
