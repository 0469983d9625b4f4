import type { CoreContext } from '../client/coreContext.ts'
import { resetView } from '../router/resetView.ts'

/**
 * §4: a wallet on a network the app does not list opens the UnsupportedChain view, unless unsupported chains
 * are allowed (`allowUnsupportedChain`) or basic mode is on.
 *
 * @returns whether the view was opened.
 *
 * @example
 * if (!activeNetwork) showUnsupportedChain(context)
 */
export function showUnsupportedChain(context: CoreContext): boolean {
  const { allowUnsupportedChain, basic } = context.stores.options.getState()
  if (allowUnsupportedChain || basic) return false
  resetView(context, 'UnsupportedChain')
  context.stores.modal.setState({ open: true })
  return true
}
