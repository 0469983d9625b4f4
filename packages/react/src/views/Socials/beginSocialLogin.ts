import { pushView, startSocialLogin, type CoreContext, type SocialProvider } from '@portico/core'

/** Name of the popup window social logins run in (one at a time). */
const POPUP_NAME = 'portico-social'

/**
 * Opens the (blank) window a social login runs in; call it synchronously in a click handler, so no popup
 * blocker stops it. `null` when the browser blocked it anyway (the login then redirects the page, §2).
 *
 * @example
 * startSocialLogin(context, { provider: 'github', popup: openSocialPopup() })
 */
export function openSocialPopup(): Window | null {
  return window.open('', POPUP_NAME, 'popup=yes,width=500,height=640')
}

/**
 * Starts a social login from a click: the popup is opened here, synchronously in the click handler, so no
 * popup blocker stops it; core then points it at the provider. A blocked popup falls back to redirect mode
 * (§2 `result_uri`). Farcaster has its own sign-in view.
 *
 * @example
 * <button onClick={() => beginSocialLogin(context, 'github')}>GitHub</button>
 */
export function beginSocialLogin(context: CoreContext, provider: SocialProvider): void {
  if (provider === 'farcaster') {
    pushView(context, 'ConnectingFarcaster')
    return
  }
  const popup = openSocialPopup()
  // The outcome lands in the stores: Account on success, the auth store's socialError (shown by the
  // ConnectingSocial view with a retry) on failure.
  startSocialLogin(context, { provider, popup }).catch((error: unknown) => {
    console.debug('[portico] social login ended without connecting', error)
  })
}
