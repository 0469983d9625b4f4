/**
 * One entry of `GET /v1/account/{address}/balance` (§3 "Token balance entry").
 * The native coin has no `address`; a token's `address` is its CAIP-10 id.
 *
 * @example
 * const usdc: TokenBalance = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', quantity: { decimals: '6', numeric: '12.5' }, iconUrl: '', price: 1, value: 12.5 }
 */
export interface TokenBalance {
  /** Token or coin name. */
  name: string
  /** Ticker symbol. */
  symbol: string
  /** CAIP-2 id of the network holding it. */
  chainId: string
  /** CAIP-10 id of the token contract; absent for the native coin. */
  address?: string
  /** Amount held: `decimals` of the token as a string and `numeric` the amount in whole units. */
  quantity: { decimals: string; numeric: string }
  /** Image URL, empty when none is known. */
  iconUrl: string
  /** Price of one unit in the requested currency (0 when unknown). */
  price: number
  /** `numeric × price`. */
  value: number
}

/**
 * Body of `GET /v1/account/{address}/balance`.
 *
 * @example
 * const { balances }: GetBalanceResponse = await response.json()
 */
export interface GetBalanceResponse {
  balances: TokenBalance[]
}
