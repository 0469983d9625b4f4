import { zeroAddress, type Address, type PublicClient } from 'viem'
import type { SwapChain } from './swapChain.ts'
import { resolveSwapToken } from './resolveSwapToken.ts'
import { SwapRequestError } from './swapError.ts'
import type { SwapTokenId } from './swapTokenId.ts'
import { uniswapV2FactoryAbi } from './uniswapV2Abis.ts'

/** Parameters of {@link findSwapPath}. */
export interface FindSwapPathParameters {
  client: PublicClient
  swapChain: SwapChain
  from: SwapTokenId
  to: SwapTokenId
}

/** The router path (native coin as the wrapped token) and which side, if any, is the native coin. */
export interface SwapPath {
  path: Address[]
  fromNative: boolean
  toNative: boolean
}

/**
 * The Uniswap V2 path from one token to another: the direct pool when it exists, otherwise through the wrapped
 * native coin. A pair with no route, or a swap of a token for itself (or the coin for its wrapped form), is a
 * {@link SwapRequestError}.
 *
 * @example
 * const { path } = await findSwapPath({ client, swapChain, from: ptk, to: pusd }) // [PTK, PUSD]
 */
export async function findSwapPath({
  client,
  swapChain,
  from,
  to,
}: FindSwapPathParameters): Promise<SwapPath> {
  const a = resolveSwapToken(swapChain.chain, swapChain.wrappedNative, from, 'from')
  const b = resolveSwapToken(swapChain.chain, swapChain.wrappedNative, to, 'to')
  if (a.toLowerCase() === b.toLowerCase()) {
    throw new SwapRequestError(
      'from and to must be different tokens (wrapping the native coin is not a swap)',
    )
  }
  const weth = swapChain.wrappedNative
  const candidates: Address[][] = [[a, b]]
  if (a.toLowerCase() !== weth.toLowerCase() && b.toLowerCase() !== weth.toLowerCase()) {
    candidates.push([a, weth, b])
  }
  const hops = candidates.flatMap((path) => path.slice(1).map((token, i) => [path[i]!, token] as const))
  const pairs = await client.multicall({
    allowFailure: false,
    contracts: hops.map(([x, y]) => ({
      address: swapChain.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair' as const,
      args: [x, y] as const,
    })),
  })
  let hop = 0
  for (const path of candidates) {
    const found = pairs.slice(hop, hop + path.length - 1)
    hop += path.length - 1
    if (found.every((pair) => pair !== zeroAddress))
      return { path, fromNative: from.native, toNative: to.native }
  }
  throw new SwapRequestError(
    'no Uniswap V2 pool route connects these tokens (directly or through the wrapped coin)',
  )
}
