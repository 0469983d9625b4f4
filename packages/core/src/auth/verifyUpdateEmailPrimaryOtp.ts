import type { CoreContext } from '../client/coreContext.ts'
import { replaceView } from '../router/replaceView.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

/**
 * Sends the code the current address received (UPDATE_EMAIL_PRIMARY_OTP); the secure site then sends a code to
 * the new address and the UpdateEmailSecondaryOtp view asks for it.
 *
 * @throws {FrameError} the secure site's message ('Invalid code'…), or 'An error occurred'.
 *
 * @example
 * await verifyUpdateEmailPrimaryOtp(context, { otp: '123456' })
 */
export async function verifyUpdateEmailPrimaryOtp(
  context: CoreContext,
  { otp }: { otp: string },
): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }> {
  const wallet = await getEmbeddedWallet(context)
  const { action } = await wallet.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: otp.trim() })
  if (action === 'VERIFY_SECONDARY_OTP') replaceView(context, 'UpdateEmailSecondaryOtp')
  return { action }
}
