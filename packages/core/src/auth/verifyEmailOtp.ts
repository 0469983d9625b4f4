import type { CoreContext } from '../client/coreContext.ts'
import type { ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { connectEmbeddedUser } from './connectEmbeddedUser.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

/** Parameters of {@link verifyEmailOtp}. */
export interface VerifyEmailOtpParameters {
  /** The 6-digit code from the email. */
  otp: string
}

/**
 * Sends the code of an email login (CONNECT_OTP) and connects the signed-in user through the auth connector:
 * the Account view shows its email, CONNECT_SUCCESS is tracked with method `email`.
 *
 * @throws {FrameError} the secure site's message ('Invalid code', 'Code expired. Request a new code.', 'Too
 * many attempts. Request a new code.'), or 'An error occurred'.
 *
 * @example
 * await verifyEmailOtp(context, { otp: '123456' })
 */
export async function verifyEmailOtp(
  context: CoreContext,
  { otp }: VerifyEmailOtpParameters,
): Promise<ConnectInjectedReturnType> {
  const wallet = await getEmbeddedWallet(context)
  try {
    const user = await wallet.request('CONNECT_OTP', { otp: otp.trim() })
    return await connectEmbeddedUser(context, wallet, user, { silent: false })
  } catch (error) {
    trackEvent(context, {
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { message: error instanceof Error ? error.message : String(error) },
    })
    throw error
  }
}
