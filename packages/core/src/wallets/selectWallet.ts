import type { CoreContext } from '../client/coreContext.ts'
import { pushView } from '../router/pushView.ts'
import type { SelectedWallet } from './walletsStore.ts'

/**
 * Picks a wallet to connect over WalletConnect and shows ConnectingWalletConnect for it (§2: a wallet picked
 * from a list).
 *
 * @example
 * selectWallet(core.context, { id, name: 'Rainbow', imageUrl, mobileLink: 'rainbow://', … })
 */
export function selectWallet(context: CoreContext, wallet: SelectedWallet): void {
  context.stores.wallets.setState({ selected: wallet })
  pushView(context, 'ConnectingWalletConnect')
}
