import type { SwapToken } from './swapStore.ts'

/** A token of the picker with the account's balance of it. */
export interface SwapTokenChoice {
  token: SwapToken
  /** The account's balance in whole tokens; '0' when it holds none. */
  balance: string
  /** That balance in USD. */
  value: number
}

/** Parameters of {@link filterSwapTokens}. */
export interface FilterSwapTokensParameters {
  /** The network's swappable tokens (`GET /v1/convert/tokens`). */
  tokens: readonly SwapToken[]
  /** The account's tokens with a balance. */
  myTokensWithBalance: readonly SwapToken[]
  /** What the person typed: part of a symbol or name (any case), or a token address. */
  query: string
}

/**
 * The token picker's rows: the tokens whose symbol or name contains the query (any case) or whose address
 * starts with it, each with the account's balance; held tokens first, by USD value, then the others in the
 * network's order.
 *
 * @example
 * filterSwapTokens({ tokens, myTokensWithBalance, query: 'us' }).map((c) => c.token.symbol) // ['PUSD']
 */
export function filterSwapTokens({
  tokens,
  myTokensWithBalance,
  query,
}: FilterSwapTokensParameters): SwapTokenChoice[] {
  const needle = query.trim().toLowerCase()
  const held = new Map(myTokensWithBalance.map((token) => [token.address.toLowerCase(), token]))
  const matches = (token: SwapToken) =>
    needle === '' ||
    token.symbol.toLowerCase().includes(needle) ||
    token.name.toLowerCase().includes(needle) ||
    (needle.startsWith('0x') && (token.address.split(':').at(-1) ?? '').toLowerCase().startsWith(needle))
  const choices = tokens.filter(matches).map((token, index) => {
    const mine = held.get(token.address.toLowerCase())
    const balance = mine?.quantity.numeric ?? '0'
    return {
      token,
      balance,
      value: mine ? Number(balance) * token.price : 0,
      index,
      holds: Number(balance) > 0,
    }
  })
  choices.sort((a, b) =>
    a.holds !== b.holds
      ? a.holds
        ? -1
        : 1
      : a.holds
        ? b.value - a.value || a.index - b.index
        : a.index - b.index,
  )
  return choices.map(({ token, balance, value }) => ({ token, balance, value }))
}
