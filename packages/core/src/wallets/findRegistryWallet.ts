import type { CoreContext } from '../client/coreContext.ts'
import { getWalletPage, WALLET_SEARCH_SIZE } from './fetchWallets.ts'
import type { WalletListing } from './walletsStore.ts'

/**
 * A wallet name as people write it, for comparing: lower case, letters and digits only (`Crypto.com` and
 * `crypto-com` are the same).
 *
 * @example
 * compactWalletName('Magic Eden') // 'magiceden'
 */
export function compactWalletName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/**
 * The registry wallet a name points to: the app's registry is searched (§7, up to 100 results) and the entry
 * whose id, rdns or name equals `name` is taken, else the first whose name starts with it. `undefined` when
 * none fits.
 *
 * @throws {HttpRequestError | InvalidResponseError} when the registry cannot be asked.
 *
 * @example
 * await findRegistryWallet(context, 'rainbow') // { id: '1ae9…', name: 'Rainbow', … }
 */
export async function findRegistryWallet(
  context: CoreContext,
  name: string,
): Promise<WalletListing | undefined> {
  const { includeWalletIds, excludeWalletIds } = context.stores.options.getState()
  const { data } = await getWalletPage(context, {
    page: 1,
    entries: WALLET_SEARCH_SIZE,
    include: includeWalletIds,
    exclude: excludeWalletIds,
    search: name,
  })
  const wanted = compactWalletName(name)
  return (
    data.find(
      (wallet) => wallet.id === name || wallet.rdns === name || compactWalletName(wallet.name) === wanted,
    ) ?? data.find((wallet) => compactWalletName(wallet.name).startsWith(wanted))
  )
}
