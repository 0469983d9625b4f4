import { rejectOpenRequests } from '../rpc/rejectOpenRequests.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { resetView } from '../router/resetView.ts'
import { isSignInLocked } from '../siwx/isSignInLocked.ts'

/**
 * Closes the modal; §4: closing clears loading. §2: the modal cannot be closed while sign-in is required and
 * no session exists, and in embedded mode closing shows Account when connected, otherwise Connect. §4: every
 * open non-safe wallet request is rejected.
 *
 * @returns whether the modal closed (or, embedded, reset).
 *
 * @example
 * closeModal(context) // true
 */
export function closeModal(context: CoreContext): boolean {
  if (isSignInLocked(context)) return false
  // §4: closing the modal rejects all open non-safe RPC requests.
  rejectOpenRequests(context)
  if (context.stores.options.getState().enableEmbedded) {
    const connected = context.stores.account.getState().status === 'connected'
    resetView(context, connected ? 'Account' : 'Connect')
    context.stores.modal.setState({ loading: false })
    return true
  }
  const wasOpen = context.stores.modal.getState().open
  context.stores.modal.setState({ open: false, loading: false })
  if (wasOpen) {
    const connected = context.stores.account.getState().status === 'connected'
    trackEvent(context, { type: 'track', event: 'MODAL_CLOSE', properties: { connected } })
  }
  return true
}
