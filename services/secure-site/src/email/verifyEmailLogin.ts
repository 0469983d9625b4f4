import type { Database } from '@portico/api'
import { SecureSiteHttpError } from '../http/httpErrors.ts'
import { findOrCreateEmailUser, findUserByEmail, type EmbeddedUserRecord } from '../users/userStore.ts'
import { isDeviceApproved } from './deviceApproval.ts'
import { useEmailCode } from './emailCodes.ts'

/**
 * §5 CONNECT_OTP: uses the login code and returns the user, created with their keys on first login (the device
 * that logged in first is approved). A known user must be on an approved device.
 *
 * @example
 * const user = await verifyEmailLogin({ db, codeHmacKey, walletKeysKey, email, otp, deviceId })
 */
export async function verifyEmailLogin(parameters: {
  db: Database
  codeHmacKey: Buffer
  walletKeysKey: Buffer
  email: string
  otp: string
  deviceId: string
}): Promise<EmbeddedUserRecord> {
  const { db, email, deviceId } = parameters
  await useEmailCode(db, parameters.codeHmacKey, 'login', { email }, parameters.otp)
  const known = await findUserByEmail(db, email)
  if (known && !(await isDeviceApproved(db, email, deviceId))) {
    throw new SecureSiteHttpError(403, 'This device is not approved. Approve it from the email we sent.')
  }
  return known ?? findOrCreateEmailUser(db, parameters.walletKeysKey, email, deviceId)
}
