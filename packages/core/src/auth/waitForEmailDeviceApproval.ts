import { RequestAbortedError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { connectEmail, type ConnectEmailReturnType } from './connectEmail.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

/** Parameters of {@link waitForEmailDeviceApproval}. */
export interface WaitForEmailDeviceApprovalParameters {
  /** Stops waiting (the EmailVerifyDevice view closed). */
  signal: AbortSignal
}

/**
 * Waits while the EmailVerifyDevice view is open for the person to approve this device from the email: asks
 * CONNECT_DEVICE again and again (the secure site long-polls each for up to 25 s); once approved, the login
 * continues and the secure site sends the code (the view becomes EmailVerifyOtp).
 *
 * @throws {RequestAbortedError} 'Request was aborted' when `signal` aborts.
 * @throws {FrameError} when the secure site refuses (e.g. the session of the login expired).
 *
 * @example
 * const controller = new AbortController()
 * await waitForEmailDeviceApproval(context, { signal: controller.signal }) // { action: 'VERIFY_OTP' }
 */
export async function waitForEmailDeviceApproval(
  context: CoreContext,
  { signal }: WaitForEmailDeviceApprovalParameters,
): Promise<ConnectEmailReturnType> {
  const { email } = context.stores.auth.getState()
  if (email === undefined) throw new RequestAbortedError({ cause: new Error('No email login in progress') })
  const wallet = await getEmbeddedWallet(context)
  for (;;) {
    if (signal.aborted) throw new RequestAbortedError()
    const { approved } = await wallet.request('CONNECT_DEVICE', undefined)
    if (signal.aborted) throw new RequestAbortedError()
    if (approved) return connectEmail(context, { email, continuing: true })
  }
}
