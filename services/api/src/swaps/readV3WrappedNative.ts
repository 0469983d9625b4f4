import type { Address, PublicClient } from 'viem'
import type { UniswapV3SwapChain } from './swapChain.ts'
import { uniswapV3RouterAbi } from './uniswapV3Abis.ts'

// A deployed router's WETH9 never changes, so it is read once per chain and router.
const known = new Map<string, Promise<Address>>()

/**
 * The wrapped native coin a Uniswap V3 venue swaps the native coin as: its SwapRouter's `WETH9()`.
 *
 * @example
 * await readV3WrappedNative(client, venue) // '0x33A6…395E' on chain 31339
 */
export function readV3WrappedNative(client: PublicClient, venue: UniswapV3SwapChain): Promise<Address> {
  const key = `${venue.chain.caipNetworkId}:${venue.router.toLowerCase()}`
  let read = known.get(key)
  if (!read) {
    read = client.readContract({ address: venue.router, abi: uniswapV3RouterAbi, functionName: 'WETH9' })
    // A failed read is not remembered, so the next request tries again.
    read.catch(() => known.delete(key))
    known.set(key, read)
  }
  return read
}
