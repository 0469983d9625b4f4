import type { CoreContext, OpenRequest } from '../client/coreContext.ts'
import { pushView } from '../router/pushView.ts'
import { InvalidEmailError } from './authErrors.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'
import { isEmail } from './isEmail.ts'

/** Parameters of {@link updateEmail}. */
export interface UpdateEmailParameters {
  /** The new address. */
  email: string
}

/**
 * Starts changing the embedded wallet's email (UPDATE_EMAIL): §5 checks the format; the secure site's frame
 * asks the person to confirm the new address on its own approval screen (the UpdateEmailWallet view shows the
 * frame over its area meanwhile, and closing the modal withdraws it, §4); after Approve it sends a code to the
 * current address and the UpdateEmailPrimaryOtp view asks for it.
 *
 * @throws {InvalidEmailError} 'Invalid email address'.
 * @throws {FrameError} the secure site's refusal, 'User rejected the request.' (Reject), or 'An error occurred'.
 *
 * @example
 * await updateEmail(context, { email: 'new@example.com' }) // { action: 'VERIFY_PRIMARY_OTP' }
 */
export async function updateEmail(
  context: CoreContext,
  { email }: UpdateEmailParameters,
): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }> {
  const address = email.trim()
  if (!isEmail(address)) throw new InvalidEmailError()
  const wallet = await getEmbeddedWallet(context)
  // §4/§8: closing the modal while the frame asks rejects the request ('Request was aborted').
  const open: OpenRequest = { method: 'UPDATE_EMAIL', reject: () => wallet.abortOpenRequests() }
  context.openRequests.add(open)
  let action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  try {
    ;({ action } = await wallet.request('UPDATE_EMAIL', { email: address }))
  } finally {
    context.openRequests.delete(open)
  }
  context.stores.auth.setState({ newEmail: address })
  pushView(context, action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp')
  return { action }
}
