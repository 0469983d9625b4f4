import type { Address } from 'viem'

/** A token the API reports balances for (one entry of the chain's Uniswap token list). */
export interface ApiToken {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** The token list's `logoURI`, when it has one. */
  logoURI?: string | undefined
}

/** A Uniswap V2 price source: token prices from pairs against a USD stablecoin. */
export interface UniswapV2PriceSource {
  type: 'uniswap-v2'
  factory: Address
  usdToken: ApiToken
  wrappedNative: Address
}

/** A Uniswap V3 price source: a time-weighted price from `observe` over `twapSeconds`. */
export interface UniswapV3PriceSource {
  type: 'uniswap-v3'
  /** One pool, or the factory and fee tier to find each token's pool in. */
  pool?: Address | undefined
  factory?: Address | undefined
  fee?: number | undefined
  twapSeconds: number
}

/** A Chainlink-style aggregator giving `token`'s USD price. */
export interface ChainlinkPriceSource {
  type: 'chainlink'
  aggregator: Address
  /** The token it prices; the native coin as 0xeeee…eeee. */
  token: Address
}

/** Where USD prices come from, in the order the config lists them. */
export type PriceSource = UniswapV2PriceSource | UniswapV3PriceSource | ChainlinkPriceSource

/** A Uniswap V2 swap venue: users approve and call `feeRouter`, which takes the fee and swaps through `router`. */
export interface UniswapV2SwapVenue {
  type: 'uniswap-v2'
  router: Address
  factory: Address
  /** PorticoSwapRouter deployed for `router` (ADR 0005): collects `providerFeeBps` and swaps the rest. */
  feeRouter: Address
  /** §9 provider fee in basis points (default 85, ADR 0005). */
  providerFeeBps: number
}

/** A Uniswap V3 swap venue (validated and passed through; not quoted yet). */
export interface UniswapV3SwapVenue {
  type: 'uniswap-v3'
  router: Address
  quoter: Address
  factory: Address
  /** Fee tiers to try, in hundredths of a basis point (500, 3000, 10000). */
  fees: readonly number[]
  /** A fee router in front of `router`, when one is deployed. */
  feeRouter?: Address | undefined
  providerFeeBps: number
}

/** A swap venue of a chain. */
export type SwapVenue = UniswapV2SwapVenue | UniswapV3SwapVenue

/** An ENS deployment on a chain (validated and passed through; not resolved yet). */
export interface EnsDeployment {
  registry: Address
  universalResolver?: Address | undefined
}

/** One chain the API reads, as `portico.config.json` describes it. */
export interface ApiChain {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipNetworkId: `eip155:${number}`
  chainId: number
  name: string
  /** The first RPC URL: the one to use while it answers. */
  rpcUrl: string
  /** The config's further RPC URLs, in fallback order (see {@link chainRpcUrls}). */
  fallbackRpcUrls: readonly string[]
  /** Block explorer base URL, when configured. */
  explorer?: string | undefined
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** Multicall3 deployment used to batch reads. */
  multicall3: Address
  /** True for a chain on a private or loopback network: the API may fetch from such addresses for it. */
  local: boolean
  /** ERC-20 tokens whose balances are reported (this chain's entries of its token list). */
  tokens: readonly ApiToken[]
  /** Every configured price source, in config order. */
  priceSources: readonly PriceSource[]
  /** The first Uniswap V2 price source, as the price readers use it; absent means every price is 0. */
  pricing?: { uniswapV2Factory: Address; usdToken: ApiToken; wrappedNative: Address } | undefined
  /** Every configured swap venue, in config order. */
  swapVenues: readonly SwapVenue[]
  /** Name services on this chain. */
  names: { ens?: EnsDeployment | undefined }
}

/**
 * Every RPC URL of a chain in the order to try them: `rpcUrl`, then the fallbacks.
 *
 * @example
 * chainRpcUrls(chain) // ['https://a.example', 'https://b.example']
 */
export function chainRpcUrls(chain: Pick<ApiChain, 'rpcUrl' | 'fallbackRpcUrls'>): string[] {
  return [chain.rpcUrl, ...chain.fallbackRpcUrls]
}
