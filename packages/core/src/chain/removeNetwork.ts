import {
  LastNetworkRemovalError,
  NamespaceAdapterNotFoundError,
  NetworkIdNotFoundError,
  type CaipNetworkId,
} from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { hasAdapterFor } from './hasAdapterFor.ts'

/**
 * Removes a network from the networks the app supports. §4: removal is refused while a wallet is connected;
 * an active network that is removed gives way to the first one left.
 *
 * @returns whether the network was removed (`false` while connected).
 * @throws {NetworkIdNotFoundError} when no listed network has that id (§8).
 * @throws {NamespaceAdapterNotFoundError} when its namespace has no adapter (§5).
 * @throws {LastNetworkRemovalError} when it is the last network of its namespace (§5).
 *
 * @example
 * removeNetwork(context, 'eip155:11155111') // true
 */
export function removeNetwork(context: CoreContext, caipNetworkId: CaipNetworkId): boolean {
  const { networks, activeNetwork } = context.stores.chain.getState()
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (network === undefined) throw new NetworkIdNotFoundError({ id: caipNetworkId })
  // §5: removing a network needs the adapter of that namespace.
  if (!hasAdapterFor(context, network.chainNamespace)) {
    throw new NamespaceAdapterNotFoundError({ namespace: network.chainNamespace })
  }
  const sameNamespace = networks.filter(({ chainNamespace }) => chainNamespace === network.chainNamespace)
  // §5: cannot remove the last network of a namespace.
  if (sameNamespace.length === 1) throw new LastNetworkRemovalError()
  // §4: network removal is refused when connected.
  if (context.stores.account.getState().status === 'connected') return false
  const rest = networks.filter((candidate) => candidate !== network)
  context.stores.chain.setState({
    networks: rest,
    activeNetwork: activeNetwork?.caipNetworkId === caipNetworkId ? rest[0] : activeNetwork,
  })
  return true
}
