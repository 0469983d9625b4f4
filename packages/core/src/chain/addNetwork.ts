import { NamespaceAdapterNotFoundError, type CaipNetwork } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { hasAdapterFor } from './hasAdapterFor.ts'

/**
 * Adds `network` to the networks the app supports; a network already listed is left as it is.
 *
 * @throws {NamespaceAdapterNotFoundError} when its namespace has no adapter (§5).
 *
 * @example
 * addNetwork(context, sepolia)
 */
export function addNetwork(context: CoreContext, network: CaipNetwork): void {
  // §5: adding a network needs the adapter of that namespace.
  if (!hasAdapterFor(context, network.chainNamespace)) {
    throw new NamespaceAdapterNotFoundError({ namespace: network.chainNamespace })
  }
  const { networks } = context.stores.chain.getState()
  if (networks.some(({ caipNetworkId }) => caipNetworkId === network.caipNetworkId)) return
  context.stores.chain.setState({ networks: [...networks, network] })
}
