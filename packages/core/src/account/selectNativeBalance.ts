import type { CaipNetwork, TokenBalance } from '@portico/common'

/**
 * Picks the native coin's entry out of a balance list: the entry without a token `address` whose symbol is
 * the network's native symbol. `undefined` when the API left it out (it may omit a zero balance).
 *
 * @example
 * selectNativeBalance(balances, devnet)?.quantity.numeric // '9998.765432109876543210'
 */
export function selectNativeBalance(
  balances: readonly TokenBalance[],
  network: Pick<CaipNetwork, 'nativeCurrency'>,
): TokenBalance | undefined {
  return balances.find((entry) => !entry.address && entry.symbol === network.nativeCurrency.symbol)
}
