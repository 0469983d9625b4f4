import type { WalletListing, WalletsState } from './walletsStore.ts'

/**
 * §9 All wallets order: the app's featured wallets first (its order), then the recommended ones, then the
 * loaded pages of the full list, each wallet once.
 *
 * @example
 * orderAllWallets(core.stores.wallets.getState()) // [...featured, ...recommended, ...rest of the list]
 */
export function orderAllWallets(
  state: Pick<WalletsState, 'featured' | 'recommended' | 'list'>,
): WalletListing[] {
  const seen = new Set<string>()
  const ordered: WalletListing[] = []
  for (const wallet of [...state.featured, ...state.recommended, ...state.list]) {
    if (seen.has(wallet.id)) continue
    seen.add(wallet.id)
    ordered.push(wallet)
  }
  return ordered
}
