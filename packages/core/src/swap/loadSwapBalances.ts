import { NetworkTokenPriceError } from '@portico/common'
import { getAccountBalance } from '../api/getAccountBalance.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { showToast } from '../toast/showToast.ts'
import { nativeTokenId } from './swapApi.ts'
import { isNativeSwapToken, swapAccount } from './swapAmounts.ts'

/**
 * Loads the account's balances and prices into the swap state (balances refresh after a swap too).
 *
 * @example
 * await loadSwapBalances(context)
 */
export async function loadSwapBalances(context: CoreContext): Promise<void> {
  const { address, caipNetworkId } = swapAccount(context)
  const { tokens } = context.stores.swap.getState()
  context.stores.swap.setState({ loadingPrices: true })
  try {
    const { balances } = await getAccountBalance(context, {
      address,
      chainId: caipNetworkId as never,
      forceUpdate: true,
    })
    const byId = new Map(tokens.map((token) => [token.address.toLowerCase(), token]))
    const mine = balances.flatMap((entry) => {
      const id = (entry.address ?? nativeTokenId(caipNetworkId)).toLowerCase()
      const token = byId.get(id)
      return token ? [{ ...token, quantity: entry.quantity, price: entry.price, value: entry.value }] : []
    })
    const native = mine.find(isNativeSwapToken)
    const priceMap = Object.fromEntries(tokens.map((token) => [token.address, token.price]))
    context.stores.swap.setState({
      myTokensWithBalance: mine,
      tokensPriceMap: priceMap,
      networkPrice: byId.get(nativeTokenId(caipNetworkId))?.price ?? 0,
      networkBalanceInUSD: native ? Number(native.quantity.numeric) * native.price : 0,
    })
  } finally {
    context.stores.swap.setState({ loadingPrices: false })
  }
  // §8: without the native coin's price the network cost cannot be shown in USD.
  if (context.stores.swap.getState().networkPrice <= 0) {
    showToast(context, { message: new NetworkTokenPriceError().shortMessage, variant: 'error' })
  }
}
