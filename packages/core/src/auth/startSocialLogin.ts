import { PorticoError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import type { ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { pushView } from '../router/pushView.ts'
import { connectEmbeddedUser } from './connectEmbeddedUser.ts'
import type { EmbeddedSocialProvider } from './embeddedWallet.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

/** The popup window a social login runs in, as far as core uses it. */
export interface SocialLoginPopup {
  closed: boolean
  close(): void
  location: { href: string }
}

/** Parameters of {@link startSocialLogin}. */
export interface StartSocialLoginParameters {
  provider: EmbeddedSocialProvider
  /**
   * A popup the view opened with `window.open('', …)` synchronously in the click handler (so no popup blocker
   * stops it); without one the page itself goes to the provider (redirect mode, §2 `result_uri`).
   */
  popup?: SocialLoginPopup | null | undefined
}

/** What {@link startSocialLogin} ended with. */
export type StartSocialLoginReturnType =
  | ({ mode: 'popup' } & ConnectInjectedReturnType)
  /** The page is leaving for the provider; the login completes when it comes back with `result_uri`. */
  | { mode: 'redirect'; uri: string }

/** The social login each instance is waiting on. */
const pending = new WeakMap<
  CoreContext,
  { controller: AbortController; popup: SocialLoginPopup | undefined }
>()

/**
 * Runs a social login with the embedded wallet. With a popup: the secure site gives the provider's
 * authorization URL (GET_SOCIAL_REDIRECT_URI), the popup goes there, and when the provider sends the person back
 * the secure site's page posts the result to this page; CONNECT_SOCIAL then signs the user in and the auth
 * connector connects (CONNECT_SUCCESS with method `social`). Without a popup the page is sent to the provider
 * and the login completes on return ({@link completeSocialRedirect}). The ConnectingSocial view shows the wait;
 * a failure lands in the auth store's `socialError` for its retry.
 *
 * @throws {RequestAbortedError} 'Request was aborted' when the person closed the popup or cancelled (§8).
 * @throws {FrameError} the provider's or the secure site's error.
 *
 * @example
 * const popup = window.open('', 'portico-social', 'width=500,height=640')
 * await startSocialLogin(context, { provider: 'github', popup })
 */
export async function startSocialLogin(
  context: CoreContext,
  { provider, popup }: StartSocialLoginParameters,
): Promise<StartSocialLoginReturnType> {
  cancelSocialLogin(context)
  const controller = new AbortController()
  const entry = { controller, popup: popup ?? undefined }
  pending.set(context, entry)
  const { auth, router } = context.stores
  auth.setState({ socialProvider: provider, socialError: undefined })
  if (router.getState().view !== 'ConnectingSocial') pushView(context, 'ConnectingSocial')
  try {
    const wallet = await getEmbeddedWallet(context)
    if (!popup) {
      const returnTo = globalThis.location.href
      const { uri } = await wallet.request('GET_SOCIAL_REDIRECT_URI', {
        provider,
        mode: 'redirect',
        returnTo,
      })
      globalThis.location.assign(uri)
      return { mode: 'redirect', uri }
    }
    const { uri } = await wallet.request('GET_SOCIAL_REDIRECT_URI', { provider, mode: 'popup' })
    popup.location.href = uri
    const resultUri = await wallet.waitForSocialResult({ popup, signal: controller.signal })
    const user = await wallet.request('CONNECT_SOCIAL', {
      uri: resultUri,
      chainId: context.stores.chain.getState().activeNetwork?.caipNetworkId,
    })
    const result = await connectEmbeddedUser(context, wallet, user, { silent: false })
    return { mode: 'popup', ...result }
  } catch (error) {
    if (!popup?.closed) popup?.close()
    if (pending.get(context) === entry) {
      const message = error instanceof PorticoError ? error.shortMessage : String(error)
      auth.setState({ socialError: message })
      trackEvent(context, { type: 'track', event: 'CONNECT_ERROR', properties: { message, provider } })
    }
    throw error
  } finally {
    if (pending.get(context) === entry) pending.delete(context)
  }
}

/**
 * Abandons the social login being waited on, if any, and closes its popup (the ConnectingSocial view's cancel).
 *
 * @example
 * cancelSocialLogin(context)
 */
export function cancelSocialLogin(context: CoreContext): void {
  const current = pending.get(context)
  if (!current) return
  pending.delete(context)
  current.controller.abort()
  if (current.popup && !current.popup.closed) current.popup.close()
}
