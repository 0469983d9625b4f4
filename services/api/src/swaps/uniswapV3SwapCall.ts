import { encodeFunctionData, type Address, type Hex } from 'viem'
import type { UniswapV3SwapQuote } from './quoteUniswapV3Swap.ts'
import type { UniswapV3SwapChain } from './swapChain.ts'
import { uniswapV3FeeRouterAbi, uniswapV3RouterAbi } from './uniswapV3Abis.ts'

/** Parameters of {@link uniswapV3SwapCall}. */
export interface UniswapV3SwapCallParameters {
  venue: UniswapV3SwapChain
  quote: UniswapV3SwapQuote
  amountOutMin: bigint
  user: Address
  deadline: bigint
}

/**
 * The call data and value of a Uniswap V3 swap. Through a fee router the user sends the whole amount and the
 * router takes the §9 fee (`exactInputSingleForEther` when the user receives ether); straight to the SwapRouter
 * only the amount after the fee is swapped and the fee stays with the user (ADR 0005, option 4), with ether out
 * unwrapped by `multicall([exactInputSingle → router, unwrapWETH9 → user])`.
 *
 * @example
 * const { data, value } = uniswapV3SwapCall({ venue, quote, amountOutMin, user, deadline })
 */
export function uniswapV3SwapCall({
  venue,
  quote,
  amountOutMin,
  user,
  deadline,
}: UniswapV3SwapCallParameters): {
  data: Hex
  value: bigint
} {
  const params = {
    tokenIn: quote.tokenIn,
    tokenOut: quote.tokenOut,
    fee: quote.fee,
    recipient: user,
    deadline,
    amountIn: venue.collectsFee ? quote.fromAmount : quote.amountIn,
    amountOutMinimum: amountOutMin,
    sqrtPriceLimitX96: 0n,
  }
  const value = quote.fromNative ? params.amountIn : 0n
  if (venue.collectsFee) {
    const functionName = quote.toNative ? 'exactInputSingleForEther' : 'exactInputSingle'
    return { data: encodeFunctionData({ abi: uniswapV3FeeRouterAbi, functionName, args: [params] }), value }
  }
  if (!quote.toNative) {
    return {
      data: encodeFunctionData({ abi: uniswapV3RouterAbi, functionName: 'exactInputSingle', args: [params] }),
      value,
    }
  }
  const swap = encodeFunctionData({
    abi: uniswapV3RouterAbi,
    functionName: 'exactInputSingle',
    args: [{ ...params, recipient: venue.router }],
  })
  const unwrap = encodeFunctionData({
    abi: uniswapV3RouterAbi,
    functionName: 'unwrapWETH9',
    args: [amountOutMin, user],
  })
  return {
    data: encodeFunctionData({ abi: uniswapV3RouterAbi, functionName: 'multicall', args: [[swap, unwrap]] }),
    value,
  }
}
