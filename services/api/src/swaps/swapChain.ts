import type { Address } from 'viem'
import type { ApiChain, ApiToken, UniswapV2SwapVenue, UniswapV3SwapVenue } from '../config/apiChain.ts'

/** How AppKit names a chain's native coin in a CAIP-10 token id. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A chain's Uniswap V2 swap venue: its router, factory, wrapped native coin and USD token. */
export interface SwapChain {
  kind: 'uniswap-v2'
  chain: ApiChain
  router: Address
  /**
   * The contract users approve and call: the fee router that collects the §9 provider fee and swaps the rest
   * through `router` (ADR 0005).
   */
  spender: Address
  factory: Address
  wrappedNative: Address
  usdToken: ApiToken
  /** The §9 provider fee in basis points that the fee router takes (85 unless configured). */
  providerFeeBps: number
}

/** A chain's Uniswap V3 swap venue: QuoterV2 quotes single-pool swaps in each configured fee tier. */
export interface UniswapV3SwapChain {
  kind: 'uniswap-v3'
  chain: ApiChain
  /** The Uniswap V3 SwapRouter (its `WETH9()` is the wrapped native coin). */
  router: Address
  quoter: Address
  /** Fee tiers to quote, in hundredths of a basis point. */
  fees: readonly number[]
  /**
   * The contract users approve and call: the fee router when one is configured (it collects the §9 provider fee),
   * otherwise the SwapRouter itself, and the fee stays with the user (ADR 0005, option 4).
   */
  spender: Address
  /** True when `spender` is a fee router (PorticoV3SwapRouter) rather than the SwapRouter. */
  collectsFee: boolean
  providerFeeBps: number
}

/** Any swap venue of a chain, ready to quote. */
export type SwapVenueChain = SwapChain | UniswapV3SwapChain

function v3Venue(chain: ApiChain, venue: UniswapV3SwapVenue): UniswapV3SwapChain {
  return {
    kind: 'uniswap-v3',
    chain,
    router: venue.router,
    quoter: venue.quoter,
    fees: venue.fees,
    spender: venue.feeRouter ?? venue.router,
    collectsFee: venue.feeRouter !== undefined,
    providerFeeBps: venue.providerFeeBps,
  }
}

/**
 * The Uniswap V2 swap deployment of a CAIP-2 chain: its first `uniswap-v2` swap venue in portico.config.json,
 * with the wrapped coin and USD token of its Uniswap V2 price source. Undefined when there is no such venue, or
 * no V2 prices.
 *
 * @example
 * findSwapChain(config.chains, 'eip155:31337')?.spender // the venue's feeRouter
 */
export function findSwapChain(chains: readonly ApiChain[], caipNetworkId: string): SwapChain | undefined {
  const chain = chains.find((c) => c.caipNetworkId === caipNetworkId)
  if (!chain?.pricing) return undefined
  const venue = chain.swapVenues.find((v): v is UniswapV2SwapVenue => v.type === 'uniswap-v2')
  if (!venue) return undefined
  return {
    kind: 'uniswap-v2',
    chain,
    router: venue.router,
    spender: venue.feeRouter,
    factory: venue.factory,
    wrappedNative: chain.pricing.wrappedNative,
    usdToken: chain.pricing.usdToken,
    providerFeeBps: venue.providerFeeBps,
  }
}

/**
 * Every swap venue the API can quote on a CAIP-2 chain, in config order: its first Uniswap V2 venue (when the
 * chain has V2 prices, which name the wrapped coin) and each Uniswap V3 venue. Empty when it cannot swap there.
 *
 * @example
 * findSwapVenues(config.chains, 'eip155:31339').map((v) => v.kind) // ['uniswap-v3']
 */
export function findSwapVenues(chains: readonly ApiChain[], caipNetworkId: string): SwapVenueChain[] {
  const chain = chains.find((c) => c.caipNetworkId === caipNetworkId)
  if (!chain) return []
  const v2 = findSwapChain(chains, caipNetworkId)
  return chain.swapVenues.flatMap((venue): SwapVenueChain[] => {
    if (venue.type === 'uniswap-v3') return [v3Venue(chain, venue)]
    return v2 && venue.router === v2.router ? [v2] : []
  })
}
