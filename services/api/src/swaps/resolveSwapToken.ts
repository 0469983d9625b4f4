import type { Address } from 'viem'
import type { ApiChain } from '../config/apiChain.ts'
import { SwapRequestError } from './swapError.ts'
import type { SwapTokenId } from './swapTokenId.ts'

/**
 * The ERC-20 a venue swaps for `token`: the listed token itself, or the wrapped coin for the native one. A token
 * on another chain, one the chain does not list, or one with 0 decimals (§3) is a {@link SwapRequestError}.
 *
 * @example
 * resolveSwapToken(chain, weth9, eth, 'from') // weth9
 */
export function resolveSwapToken(
  chain: ApiChain,
  wrappedNative: Address,
  token: SwapTokenId,
  role: 'from' | 'to',
): Address {
  if (token.caipNetworkId !== chain.caipNetworkId) {
    throw new SwapRequestError(`${role}: the token is on ${token.caipNetworkId}, not ${chain.caipNetworkId}`)
  }
  if (token.native) return wrappedNative
  const listed = chain.tokens.find((t) => t.address.toLowerCase() === token.address.toLowerCase())
  // §3: tokens with 0 decimals are not offered, so they are not swapped either.
  if (!listed || listed.decimals === 0) {
    throw new SwapRequestError(
      `${role}: ${token.address} is not a token this API swaps on ${token.caipNetworkId}`,
    )
  }
  return listed.address
}
