import type { CoreContext } from '../client/coreContext.ts'
import type { RouterView } from './routerStore.ts'

/**
 * §2: the view opening resets to: Account when an address is connected, otherwise Connect; with no adapters
 * and no address, AllWallets on mobile and ConnectingWalletConnectBasic on desktop.
 *
 * @example
 * resetView(context, defaultView(context))
 */
export function defaultView(context: CoreContext): RouterView {
  const { status, address } = context.stores.account.getState()
  if (status === 'connected') return 'Account'
  const { adapters } = context.stores.options.getState()
  // Omitted adapters mean core's built-in EIP-6963 connection, which serves eip155.
  const noAdapters = adapters !== undefined && adapters.length === 0
  if (noAdapters && address === undefined) {
    return context.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return 'Connect'
}
