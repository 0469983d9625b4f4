import type { Address } from 'viem'
import type { ApiChain, ApiToken, UniswapV2SwapVenue } from '../config/apiChain.ts'

/** How AppKit names a chain's native coin in a CAIP-10 token id. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A chain the swap routes can serve: its Uniswap V2 router, factory, wrapped native coin and USD token. */
export interface SwapChain {
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

/**
 * The swap deployment of a CAIP-2 chain: its first `uniswap-v2` swap venue in portico.config.json, with the
 * wrapped coin and USD token of its Uniswap V2 price source. Undefined when the API cannot swap on it (no such
 * venue, or no V2 prices).
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
    chain,
    router: venue.router,
    spender: venue.feeRouter,
    factory: venue.factory,
    wrappedNative: chain.pricing.wrappedNative,
    usdToken: chain.pricing.usdToken,
    providerFeeBps: venue.providerFeeBps,
  }
}
