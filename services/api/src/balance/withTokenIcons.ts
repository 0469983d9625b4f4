import type { TokenBalance } from '@portico/common'

/**
 * Gives every balance without an icon the one this API draws (`/public/getTokenImage/{SYMBOL}` under
 * `baseUrl`), so the modal shows a picture and fetches it from no other host. Done when answering, not before
 * caching, so a cached entry serves callers who reach the API under another host name.
 *
 * @example
 * withTokenIcons(balances, 'http://127.0.0.1:8787')[0].iconUrl // 'http://127.0.0.1:8787/public/getTokenImage/ETH'
 */
export function withTokenIcons(balances: readonly TokenBalance[], baseUrl: string): TokenBalance[] {
  return balances.map((balance) =>
    balance.iconUrl
      ? balance
      : { ...balance, iconUrl: `${baseUrl}/public/getTokenImage/${encodeURIComponent(balance.symbol)}` },
  )
}
