import type { CoreContext } from '../client/coreContext.ts'
import { resetView } from '../router/resetView.ts'
import type { RouterView } from '../router/routerStore.ts'

/** Parameters of {@link openModal}. */
export interface OpenModalParameters {
  /** View to show instead of the default one. */
  view?: RouterView | undefined
}

/**
 * Opens the modal. §2: opening resets the view to Account when an address is connected, otherwise Connect,
 * unless the caller forces a view.
 *
 * @example
 * openModal(context, {})
 * openModal(context, { view: 'Connect' })
 */
export function openModal(context: CoreContext, { view }: OpenModalParameters = {}): void {
  const connected = context.stores.account.getState().status === 'connected'
  resetView(context, view ?? (connected ? 'Account' : 'Connect'))
  context.stores.modal.setState({ open: true })
}
