import type { CoreContext } from '../client/coreContext.ts'
import type { RouterView } from './routerStore.ts'

/**
 * Shows `view` with an empty history, so back closes the modal; §2: opening resets the view.
 *
 * @example
 * resetView(context, 'Account')
 */
export function resetView(context: CoreContext, view: RouterView): void {
  context.stores.router.setState({ view, history: [view] })
}
