import { initialAccountState } from '../account/accountStore.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { resetView } from '../router/resetView.ts'
import { removeConnectedConnector } from '../storage/connectedNamespaces.ts'
import { initialConnectionState } from './connectionStore.ts'

/**
 * Ends the session on this side: stops listening to the wallet and, §4, resets account and network state.
 * Injected wallets keep their own permission; the next connect asks them again. An open modal goes back to
 * Connect so it never shows an account that is gone. §4: the stored connector id is removed.
 *
 * @example
 * await disconnect(context)
 */
export async function disconnect(context: CoreContext): Promise<void> {
  const { connection, account, chain, options } = context.stores
  connection.getState().stopWatching?.()
  connection.setState(initialConnectionState)
  account.setState(initialAccountState)
  chain.setState({ activeNetwork: options.getState().defaultNetwork })
  removeConnectedConnector(context.storage, 'eip155')
  resetView(context, 'Connect')
}
