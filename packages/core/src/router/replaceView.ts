import type { CoreContext } from '../client/coreContext.ts'
import type { RouterView } from './routerStore.ts'

/**
 * Shows `view` in place of the current one, so back skips the current one.
 *
 * @example
 * replaceView(context, 'SIWXSignMessage')
 */
export function replaceView(context: CoreContext, view: RouterView): void {
  const { history } = context.stores.router.getState()
  context.stores.router.setState({ view, history: [...history.slice(0, -1), view] })
}
