import type { CoreContext } from '../client/coreContext.ts'
import { resetView } from '../router/resetView.ts'

/**
 * §4: a wallet on a network the app does not list opens the UnsupportedChain view, unless unsupported chains
 * are allowed (`allowUnsupportedChain`) or basic mode is on; as in AppKit, not either when the app turned
 * network switching off (`enableNetworkSwitch: false`), since that view only offers to switch.
 *
 * @returns whether the view was opened.
 *
 * @example
 * if (!activeNetwork) showUnsupportedChain(context)
 */
export function showUnsupportedChain(context: CoreContext): boolean {
  const { allowUnsupportedChain, basic, enableNetworkSwitch } = context.stores.options.getState()
  if (allowUnsupportedChain || basic || !enableNetworkSwitch) return false
  resetView(context, 'UnsupportedChain')
  context.stores.modal.setState({ open: true })
  return true
}
