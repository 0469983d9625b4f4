import type { ChainNamespace } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { removeWalletDeepLink } from '../storage/walletDeepLink.ts'

/**
 * §4: a reset returns the namespace to disconnected and clears uri, pairing expiry, linking, recent wallet and
 * the stored deep link.
 *
 * @example
 * resetWalletConnection(context, 'eip155')
 */
export function resetWalletConnection(context: CoreContext, namespace: ChainNamespace): void {
  const { walletConnection } = context.stores
  walletConnection.setState({
    uri: undefined,
    pairingExpiry: undefined,
    linking: undefined,
    recentWallet: undefined,
    error: false,
    buffering: false,
    status: { ...walletConnection.getState().status, [namespace]: 'disconnected' },
  })
  removeWalletDeepLink(context.storage)
}
