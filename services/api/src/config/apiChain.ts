import type { Address } from 'viem'

/** A token the API reports balances for. */
export interface ApiToken {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** One chain the API reads, with what it needs to price tokens from Uniswap V2 pools. */
export interface ApiChain {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipNetworkId: `eip155:${number}`
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** Multicall3 deployment used to batch reads. */
  multicall3: Address
  /** ERC-20 tokens whose balances are reported. */
  tokens: readonly ApiToken[]
  /** Prices come from pools against a USD stablecoin; absent means every price is 0. */
  pricing?: { uniswapV2Factory: Address; usdToken: ApiToken; wrappedNative: Address }
}
