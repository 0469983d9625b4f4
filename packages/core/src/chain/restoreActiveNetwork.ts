import type { CoreContext } from '../client/coreContext.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'

/**
 * Makes the network stored by the last visit (§3 active network key) the active one again. §2: when it is no
 * longer in the app's network list, the active network switches back to the default one and the stale id is
 * replaced.
 *
 * @returns whether the stored network was restored.
 *
 * @example
 * restoreActiveNetwork(context) // true when '@appkit/active_caip_network_id' names a listed network
 */
export function restoreActiveNetwork(context: CoreContext): boolean {
  const stored = context.storage.getItem(STORAGE_KEYS.activeCaipNetworkId)
  if (stored === undefined) return false
  const { networks } = context.stores.chain.getState()
  const network = networks.find(({ caipNetworkId }) => caipNetworkId === stored)
  if (network) {
    context.stores.chain.setState({ activeNetwork: network })
    return true
  }
  const { defaultNetwork } = context.stores.options.getState()
  context.stores.chain.setState({ activeNetwork: defaultNetwork })
  context.storage.setItem(STORAGE_KEYS.activeCaipNetworkId, defaultNetwork.caipNetworkId)
  return false
}
