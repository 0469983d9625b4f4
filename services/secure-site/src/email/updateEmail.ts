import type { Database } from '@portico/api'
import { BadRequestError, SecureSiteHttpError } from '../http/httpErrors.ts'
import { revokeOtherSessions } from '../sessions/sessionStore.ts'
import { findUserByEmail, findUserById } from '../users/userStore.ts'
import { assertEmailNotLocked, type CodeGuard } from './codeFailures.ts'
import { codeMail } from './composeMails.ts'
import type { Mailer, OutgoingMail } from './createMailer.ts'
import { escapeHtml } from './escapeHtml.ts'
import { issueEmailCode, useEmailCode, withdrawEmailCode } from './emailCodes.ts'

interface UpdateContext {
  db: Database
  mailer: Mailer
  codeHmacKey: Buffer
  userId: string
  /** The session asking (kept when the change revokes the others). */
  tokenHash: string
  /** Wrong codes count toward the per-address lock, as login codes do (issue 14, item 2). */
  guard: CodeGuard
}

/** The change is made, but the old address could not be told (502 so the person knows to check). */
export class EmailChangeNoticeError extends SecureSiteHttpError {
  override name = 'EmailChangeNoticeError'
  constructor(newEmail: string, oldEmail: string, cause: unknown) {
    super(502, `Your email address is now ${newEmail}, but the notice to ${oldEmail} could not be sent`)
    this.cause = cause
  }
}

/** Tells the old address that the account's email changed, so a takeover does not go unnoticed. */
function emailChangedNotice(oldEmail: string, newEmail: string): OutgoingMail {
  const subject = 'Your Portico email address was changed'
  const text = `The email address of your Portico wallet was changed from ${oldEmail} to ${newEmail}.\n\nAll other sessions were signed out and every device must be approved again. If this was not you, contact the app's support at once.\n`
  const html = `<p>The email address of your Portico wallet was changed from <strong>${escapeHtml(oldEmail)}</strong> to <strong>${escapeHtml(newEmail)}</strong>.</p><p>All other sessions were signed out and every device must be approved again. If this was not you, contact the app's support at once.</p>`
  return { to: oldEmail, subject, text, html }
}

async function sendCode(
  context: UpdateContext,
  purpose: 'update-primary' | 'update-secondary',
  to: string,
  newEmail: string,
) {
  const { id, code } = await issueEmailCode(context.db, context.codeHmacKey, {
    purpose,
    email: to,
    userId: context.userId,
    newEmail,
  })
  try {
    await context.mailer.send(codeMail(to, code, purpose))
  } catch (error) {
    await withdrawEmailCode(context.db, id)
    throw error
  }
}

/**
 * §5 UPDATE_EMAIL: step 1 sends a code to the current address (VERIFY_PRIMARY_OTP).
 *
 * @example
 * await startEmailUpdate({ db, mailer, codeHmacKey, userId }, 'new@example.test')
 */
export async function startEmailUpdate(
  context: UpdateContext,
  newEmail: string,
): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  const user = await findUserById(context.db, context.userId)
  if (!user?.email) throw new BadRequestError('This account has no email address to update')
  if (user.email === newEmail) throw new BadRequestError('This is already your email address')
  // A locked address gets no new code, as for a login.
  await assertEmailNotLocked(context.db, user.email)
  if (await findUserByEmail(context.db, newEmail))
    throw new BadRequestError('This email address is already in use')
  await sendCode(context, 'update-primary', user.email, newEmail)
  return { action: 'VERIFY_PRIMARY_OTP' }
}

/**
 * §5 UPDATE_EMAIL_PRIMARY_OTP: step 2 checks the current address's code and sends one to the new address.
 *
 * @example
 * await confirmCurrentEmail(context, '123456') // { action: 'VERIFY_SECONDARY_OTP' }
 */
export async function confirmCurrentEmail(
  context: UpdateContext,
  otp: string,
): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  const used = await useEmailCode(
    context.db,
    context.codeHmacKey,
    'update-primary',
    { userId: context.userId },
    otp,
    { guard: context.guard },
  )
  await sendCode(context, 'update-secondary', used.newEmail!, used.newEmail!)
  return { action: 'VERIFY_SECONDARY_OTP' }
}

/**
 * §5 UPDATE_EMAIL_SECONDARY_OTP: step 3 checks the new address's code and makes it the account's email; in the
 * same transaction every other session of the user is revoked and every device approval withdrawn. Then the old
 * address is told.
 *
 * @example
 * await confirmNewEmail(context, '654321') // { email: 'new@example.test' }
 */
export async function confirmNewEmail(context: UpdateContext, otp: string): Promise<{ email: string }> {
  const used = await useEmailCode(
    context.db,
    context.codeHmacKey,
    'update-secondary',
    { userId: context.userId },
    otp,
    { guard: context.guard },
  )
  const email = used.newEmail!
  const oldEmail = await context.db.transaction(async (tx) => {
    const [before] = await tx.query<{ email: string | null }>(
      'SELECT email FROM embedded_users WHERE id = $1 FOR UPDATE',
      [context.userId],
    )
    const updated = await tx.query(
      'UPDATE embedded_users SET email = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM embedded_users WHERE email = $2) RETURNING id',
      [context.userId, email],
    )
    if (updated.length === 0) throw new BadRequestError('This email address is already in use')
    await revokeOtherSessions(tx, context.userId, context.tokenHash)
    await tx.query('DELETE FROM embedded_devices WHERE user_id = $1', [context.userId])
    return before?.email ?? null
  })
  if (oldEmail) {
    try {
      await context.mailer.send(emailChangedNotice(oldEmail, email))
    } catch (cause) {
      throw new EmailChangeNoticeError(email, oldEmail, cause)
    }
  }
  return { email }
}
