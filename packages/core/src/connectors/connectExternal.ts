import { ConnectorNotFoundError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import type { ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import { pushView } from '../router/pushView.ts'

/** Parameters of {@link connectExternal}. */
export interface ConnectExternalParameters {
  /** Id of a connector in the connectors store, e.g. one the app's wagmi config brings (`coinbaseWalletSDK`). */
  connectorId: string
}

/** Return type of {@link connectExternal}: the account the connector connected. */
export type ConnectExternalReturnType = ConnectInjectedReturnType

/**
 * §2 ConnectingExternal: connects an external connector (one an adapter reports that is neither injected nor
 * WalletConnect, e.g. wagmi's `coinbaseWallet` or an app's own connector) from its own view. The view is shown
 * first (a retry stays on it), then the connector's connect runs through the adapter. On success the Account view
 * shows (UnsupportedChain when the app does not list the wallet's chain, §4); on failure the view stays and
 * shows the declined or failed state with a retry, and the error is thrown.
 *
 * @throws {ConnectorNotFoundError} when no connector has `connectorId`.
 * @throws {UserRejectedRequestError} when the person declines in the wallet (4001).
 * @throws {WalletRequestError | NoAccountsReturnedError} when the wallet fails.
 * @throws {ConnectionSupersededError} when another connect started before the wallet answered.
 *
 * @example
 * const { address } = await connectExternal(context, { connectorId: 'coinbaseWalletSDK' })
 */
export async function connectExternal(
  context: CoreContext,
  { connectorId }: ConnectExternalParameters,
): Promise<ConnectExternalReturnType> {
  const known = context.stores.connectors.getState().connectors.some(({ id }) => id === connectorId)
  if (!known) throw new ConnectorNotFoundError({ connectorId })
  // The view names this connector from the first frame, without the last attempt's error.
  context.stores.connection.setState({ connectorId, error: undefined })
  if (context.stores.router.getState().view !== 'ConnectingExternal') pushView(context, 'ConnectingExternal')
  // A separate chunk, as with core's `connect`: the page's first load does not carry the connection code.
  const { connectInjected } = await import('../connection/connectInjected.ts')
  return connectInjected(context, { connectorId })
}
