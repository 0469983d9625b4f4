import { devnetContracts } from '@portico/devnet/manifest'
import type { Address } from 'viem'
import type { ApiChain, ApiToken } from '../config/apiChain.ts'

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
}

/**
 * Uniswap V2 Router02 deployments by the factory they were built for. The router is the only address the API
 * config does not carry; the devnet's comes from its manifest.
 */
const routersByFactory = new Map<string, { router: Address; spender: Address }>([
  [
    devnetContracts.uniswapV2Factory.toLowerCase(),
    { router: devnetContracts.uniswapV2Router02, spender: devnetContracts.swapFeeRouter },
  ],
])

/**
 * The swap deployment of a CAIP-2 chain, or undefined when the API cannot swap on it (no pools priced or no
 * known router).
 *
 * @example
 * findSwapChain(devnetApiChains(), 'eip155:31337')?.router // devnetContracts.uniswapV2Router02
 */
export function findSwapChain(chains: readonly ApiChain[], caipNetworkId: string): SwapChain | undefined {
  const chain = chains.find((c) => c.caipNetworkId === caipNetworkId)
  if (!chain?.pricing) return undefined
  const routers = routersByFactory.get(chain.pricing.uniswapV2Factory.toLowerCase())
  if (!routers) return undefined
  return {
    chain,
    ...routers,
    factory: chain.pricing.uniswapV2Factory,
    wrappedNative: chain.pricing.wrappedNative,
    usdToken: chain.pricing.usdToken,
  }
}
