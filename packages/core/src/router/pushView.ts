import type { CoreContext } from '../client/coreContext.ts'
import type { RouterView } from './routerStore.ts'

/**
 * Shows `view` on top of the history, so back returns to the current one.
 *
 * @example
 * pushView(context, 'AllWallets')
 */
export function pushView(context: CoreContext, view: RouterView): void {
  const { history } = context.stores.router.getState()
  context.stores.router.setState({ view, history: [...history, view] })
}
