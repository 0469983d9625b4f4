import type { CoreContext } from '../client/coreContext.ts'
import { resetView } from '../router/resetView.ts'
import { writeEmbeddedSessionCache } from './embeddedSessionCache.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

/**
 * Sends the code the new address received (UPDATE_EMAIL_SECONDARY_OTP): the embedded wallet's email becomes
 * the new one (account `user`, §3 session cache) and the modal returns to Account.
 *
 * @throws {FrameError} the secure site's message ('Invalid code'…), or 'An error occurred'.
 *
 * @example
 * const { email } = await verifyUpdateEmailSecondaryOtp(context, { otp: '654321' })
 */
export async function verifyUpdateEmailSecondaryOtp(
  context: CoreContext,
  { otp }: { otp: string },
): Promise<{ email: string }> {
  const wallet = await getEmbeddedWallet(context)
  const { email } = await wallet.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: otp.trim() })
  const { account, auth } = context.stores
  account.setState({ user: { email, userName: account.getState().user?.userName ?? null } })
  auth.setState({ newEmail: undefined })
  writeEmbeddedSessionCache(context.storage, { email })
  resetView(context, 'Account')
  return { email }
}
