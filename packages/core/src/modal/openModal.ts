import type { ChainNamespace } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { defaultView } from '../router/defaultView.ts'
import { resetView } from '../router/resetView.ts'
import type { RouterView } from '../router/routerStore.ts'

/** Parameters of {@link openModal}. */
export interface OpenModalParameters {
  /** View to show instead of the default one. */
  view?: RouterView | undefined
  /** Namespace to connect or show (§2: a caller may force a namespace). */
  namespace?: ChainNamespace | undefined
}

/**
 * Opens the modal. §2: opening resets the view to the default one (Account when an address is connected,
 * otherwise Connect, or the no-adapter view by device) unless the caller forces a view; a forced namespace is
 * kept in the modal state.
 *
 * @example
 * openModal(context, {})
 * openModal(context, { view: 'Connect', namespace: 'solana' })
 */
export function openModal(context: CoreContext, { view, namespace }: OpenModalParameters = {}): void {
  resetView(context, view ?? defaultView(context))
  context.stores.modal.setState({ open: true, namespace })
  const connected = context.stores.account.getState().status === 'connected'
  trackEvent(context, { type: 'track', event: 'MODAL_OPEN', properties: { connected } })
}
