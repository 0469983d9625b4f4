import type { CoreContext } from '../client/coreContext.ts'
import { switchNetwork } from './switchNetwork.ts'

/**
 * §2: a network switch back is triggered when the active network is not in the chain's network list: the
 * default network (or the first listed) becomes active again, through the wallet when one is connected.
 *
 * @returns whether a switch back was made.
 * @throws what {@link switchNetwork} throws when the wallet refuses.
 *
 * @example
 * await switchBackToListedNetwork(context) // UnsupportedChain's "switch back" button
 */
export async function switchBackToListedNetwork(context: CoreContext): Promise<boolean> {
  const { networks, activeNetwork } = context.stores.chain.getState()
  if (activeNetwork && networks.some(({ caipNetworkId }) => caipNetworkId === activeNetwork.caipNetworkId)) {
    return false
  }
  const { defaultNetwork } = context.stores.options.getState()
  const target =
    networks.find(({ caipNetworkId }) => caipNetworkId === defaultNetwork.caipNetworkId) ?? networks[0]
  if (!target) return false
  await switchNetwork(context, target)
  return true
}
