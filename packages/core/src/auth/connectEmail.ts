import type { CoreContext } from '../client/coreContext.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { pushView } from '../router/pushView.ts'
import { replaceView } from '../router/replaceView.ts'
import { assertEmailLoginAllowed } from './assertEmailLoginAllowed.ts'
import { InvalidEmailError } from './authErrors.ts'
import { connectEmbeddedUser } from './connectEmbeddedUser.ts'
import { readEmbeddedSessionCache, writeEmbeddedSessionCache } from './embeddedSessionCache.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'
import { isEmail } from './isEmail.ts'

/** Parameters of {@link connectEmail}. */
export interface ConnectEmailParameters {
  email: string
  /**
   * Skips the local cooldown: the same login continuing after its device was approved (§4), not a new one.
   * The secure site still enforces its own.
   */
  continuing?: boolean | undefined
}

/** Return type of {@link connectEmail}: what the secure site asks next (§5 verification action). */
export interface ConnectEmailReturnType {
  action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
}

/**
 * Starts an email login with the embedded wallet: §5 checks the email's format and §4/§9 the 30 s cooldown
 * since the last login (the time is kept in the §3 session cache), then the secure site sends a code
 * (VERIFY_OTP: the EmailVerifyOtp view) or, for a known user on a new device, an approval email
 * (VERIFY_DEVICE: the EmailVerifyDevice view). CONNECT (already signed in) connects at once.
 *
 * @throws {InvalidEmailError} 'Invalid email address'.
 * @throws {EmailLoginCooldownError} 'Please try again after N seconds'.
 * @throws {FrameError} the secure site's refusal (e.g. its own cooldown), or 'An error occurred'.
 *
 * @example
 * const { action } = await connectEmail(context, { email: 'ada@example.com' }) // 'VERIFY_OTP'
 */
export async function connectEmail(
  context: CoreContext,
  { email, continuing = false }: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const address = email.trim()
  if (!isEmail(address)) throw new InvalidEmailError()
  if (!continuing) {
    const stored = readEmbeddedSessionCache(context.storage).lastEmailLoginTime
    assertEmailLoginAllowed({ lastAttemptAt: stored })
  }
  const wallet = await getEmbeddedWallet(context)
  try {
    const { action } = await wallet.request('CONNECT_EMAIL', { email: address })
    const now = Date.now()
    writeEmbeddedSessionCache(context.storage, { lastEmailLoginTime: now })
    context.stores.auth.setState({ email: address, emailAction: action, lastEmailLoginAt: now })
    if (action === 'CONNECT') {
      const user = await wallet.request('GET_USER', {
        chainId: context.stores.chain.getState().activeNetwork?.caipNetworkId,
      })
      await connectEmbeddedUser(context, wallet, user, { silent: false })
      return { action }
    }
    const view = action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'
    const current = context.stores.router.getState().view
    // A resend from the code view, or the device view continuing, stays one step in the history.
    if (current === 'EmailVerifyOtp' || current === 'EmailVerifyDevice') replaceView(context, view)
    else pushView(context, view)
    return { action }
  } catch (error) {
    trackEvent(context, {
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { message: error instanceof Error ? error.message : String(error) },
    })
    throw error
  }
}
