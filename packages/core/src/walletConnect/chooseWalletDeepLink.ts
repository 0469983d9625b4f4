import type { CoreContext } from '../client/coreContext.ts'
import type { WalletDeepLink } from '../storage/walletDeepLink.ts'

/**
 * Records that the person opened the wallet through a deep link (§3 `linking`); finalising the connection
 * stores it and tracks the connection as `mobile` (§4).
 *
 * @example
 * chooseWalletDeepLink(context, { href: 'portico-wallet://', name: 'Portico Web Wallet' })
 */
export function chooseWalletDeepLink(context: CoreContext, link: WalletDeepLink): void {
  context.stores.walletConnection.setState({ linking: link })
}
