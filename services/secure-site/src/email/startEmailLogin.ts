import type { Database } from '@portico/api'
import { randomToken, sha256Hex } from '../crypto/tokenHashes.ts'
import { TryAgainLaterError } from '../http/httpErrors.ts'
import { findUserByEmail } from '../users/userStore.ts'
import { codeMail, deviceApprovalMail } from './composeMails.ts'
import type { Mailer } from './createMailer.ts'
import { issueEmailCode, withdrawEmailCode } from './emailCodes.ts'

/** A device approval link lives 15 minutes; another one is not sent within 30 s. */
export const DEVICE_TOKEN_LIFETIME_MS = 15 * 60 * 1000
const DEVICE_MAIL_COOLDOWN_MS = 30_000

/** Parameters of {@link startEmailLogin}. */
export interface StartEmailLoginParameters {
  db: Database
  mailer: Mailer
  codeHmacKey: Buffer
  /** The secure site's origin, for the approval link. */
  publicUrl: string
  email: string
  deviceId: string
}

/**
 * §5 CONNECT_EMAIL. A known user on a device they have not approved gets an approval email (VERIFY_DEVICE);
 * everyone else gets a six-digit code (VERIFY_OTP), at most one per 30 s per address (§9).
 *
 * @example
 * const { action } = await startEmailLogin({ db, mailer, codeHmacKey, publicUrl, email, deviceId })
 */
export async function startEmailLogin(
  parameters: StartEmailLoginParameters,
): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }> {
  const { db, mailer, email, deviceId } = parameters
  const user = await findUserByEmail(db, email)
  if (user) {
    const [device] = await db.query<{ approved_at: Date | null }>(
      'SELECT approved_at FROM embedded_devices WHERE user_id = $1 AND device_id = $2',
      [user.id, deviceId],
    )
    if (!device?.approved_at) {
      const token = randomToken()
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`device-mail:${user.id}`])
        const [last] = await tx.query<{ created_at: Date }>(
          'SELECT created_at FROM embedded_device_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
          [user.id],
        )
        const waitMs = last ? new Date(last.created_at).getTime() + DEVICE_MAIL_COOLDOWN_MS - Date.now() : 0
        if (waitMs > 0) throw new TryAgainLaterError(Math.ceil(waitMs / 1000))
        await tx.query(
          'INSERT INTO embedded_devices (user_id, device_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [user.id, deviceId],
        )
        await tx.query(
          'INSERT INTO embedded_device_tokens (token_hash, user_id, device_id, expires_at) VALUES ($1, $2, $3, $4)',
          [sha256Hex(token), user.id, deviceId, new Date(Date.now() + DEVICE_TOKEN_LIFETIME_MS)],
        )
      })
      const link = `${parameters.publicUrl}/device/approve?token=${encodeURIComponent(token)}`
      try {
        await mailer.send(deviceApprovalMail(email, link))
      } catch (error) {
        await db.query('DELETE FROM embedded_device_tokens WHERE token_hash = $1', [sha256Hex(token)])
        throw error
      }
      return { action: 'VERIFY_DEVICE' }
    }
  }
  const { id, code } = await issueEmailCode(db, parameters.codeHmacKey, { purpose: 'login', email })
  try {
    await mailer.send(codeMail(email, code, 'login'))
  } catch (error) {
    await withdrawEmailCode(db, id)
    throw error
  }
  return { action: 'VERIFY_OTP' }
}
