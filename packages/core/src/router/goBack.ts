import { FARCASTER_RELOAD_DELAY_MS } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { closeModal } from '../modal/closeModal.ts'

/**
 * Returns to the previous view. §2: closes the modal instead when only one view remains or when
 * UnsupportedChain is in the history; leaving the Farcaster view with no active address clears the Farcaster
 * URL and reloads the auth connector after 100 ms.
 *
 * @example
 * goBack(context)
 */
export function goBack(context: CoreContext): void {
  const { history, view } = context.stores.router.getState()
  if (view === 'ConnectingFarcaster' && context.stores.account.getState().address === undefined) {
    context.stores.connection.setState({ farcasterUrl: undefined })
    // §9: Farcaster reload 100 ms.
    setTimeout(() => context.authConnector?.reload(), FARCASTER_RELOAD_DELAY_MS)
  }
  const previous = history.at(-2)
  if (previous === undefined || history.includes('UnsupportedChain')) {
    closeModal(context)
    return
  }
  context.stores.router.setState({ view: previous, history: history.slice(0, -1) })
}
