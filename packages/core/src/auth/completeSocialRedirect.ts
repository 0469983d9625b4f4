import type { CoreContext } from '../client/coreContext.ts'
import type { ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { showToast } from '../toast/showToast.ts'
import { connectEmbeddedUser } from './connectEmbeddedUser.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

/** §2: the return parameter a redirect-mode social login comes back with. */
export const RESULT_URI_PARAMETER = 'result_uri'

/** The page's address and history, as far as the redirect return needs them. */
export interface PageLocation {
  href: string
  replaceState(url: string): void
}

const browserPage = (): PageLocation | undefined =>
  globalThis.location && globalThis.history
    ? {
        href: globalThis.location.href,
        replaceState: (url) => globalThis.history.replaceState(globalThis.history.state, '', url),
      }
    : undefined

/**
 * §2: after a redirect-mode social login the page comes back with `result_uri`; it is removed from the address
 * (history.replaceState) and the login completes with CONNECT_SOCIAL, connecting the auth connector. Resolves
 * to `undefined` when the address has no `result_uri`. A failure shows its message as an error toast.
 *
 * @throws {FrameError} the secure site's refusal (e.g. an expired or used result).
 *
 * @example
 * await completeSocialRedirect(context) // on load
 */
export async function completeSocialRedirect(
  context: CoreContext,
  page: PageLocation | undefined = browserPage(),
): Promise<ConnectInjectedReturnType | undefined> {
  if (!page) return undefined
  const url = new URL(page.href)
  const resultUri = url.searchParams.get(RESULT_URI_PARAMETER)
  if (resultUri === null) return undefined
  url.searchParams.delete(RESULT_URI_PARAMETER)
  page.replaceState(url.href)
  try {
    const wallet = await getEmbeddedWallet(context)
    const user = await wallet.request('CONNECT_SOCIAL', {
      uri: resultUri,
      chainId: context.stores.chain.getState().activeNetwork?.caipNetworkId,
    })
    return await connectEmbeddedUser(context, wallet, user, { silent: false })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    trackEvent(context, { type: 'track', event: 'CONNECT_ERROR', properties: { message } })
    showToast(context, { message, variant: 'error' })
    throw error
  }
}
