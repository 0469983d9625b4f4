import type { Address, PublicClient } from 'viem'
import { amountAfterProviderFee } from './amountAfterProviderFee.ts'
import { readV3WrappedNative } from './readV3WrappedNative.ts'
import { resolveSwapToken } from './resolveSwapToken.ts'
import type { UniswapV3SwapChain } from './swapChain.ts'
import { SwapRequestError } from './swapError.ts'
import type { SwapTokenId } from './swapTokenId.ts'
import { uniswapV3QuoterAbi } from './uniswapV3Abis.ts'

/** Parameters of {@link quoteUniswapV3Swap}. */
export interface QuoteUniswapV3SwapParameters {
  client: PublicClient
  venue: UniswapV3SwapChain
  from: SwapTokenId
  to: SwapTokenId
  /** Base units of `from` the user gives, provider fee included. */
  amount: bigint
}

/** A Uniswap V3 quote: the pool's tokens and fee tier, what the user gives, what reaches the pool, what comes out. */
export interface UniswapV3SwapQuote {
  tokenIn: Address
  tokenOut: Address
  /** The fee tier of the pool that gives the most. */
  fee: number
  fromNative: boolean
  toNative: boolean
  fromAmount: bigint
  /** `fromAmount` less the §9 provider fee; what the pool receives. */
  amountIn: bigint
  toAmount: bigint
}

/**
 * Quotes a single-pool swap with QuoterV2 in every configured fee tier and keeps the tier that gives the most,
 * after setting aside the §9 provider fee from the input (ADR 0005); the native coin swaps as the router's WETH9.
 *
 * @throws {SwapRequestError} when the tokens are not swappable here, the amount does not cover the fee, or no pool
 * of the configured tiers quotes the swap.
 *
 * @example
 * const quote = await quoteUniswapV3Swap({ client, venue, from: eth, to: dusd, amount: parseEther('1') })
 * quote.fee // 500
 */
export async function quoteUniswapV3Swap({
  client,
  venue,
  from,
  to,
  amount,
}: QuoteUniswapV3SwapParameters): Promise<UniswapV3SwapQuote> {
  const wrappedNative = await readV3WrappedNative(client, venue)
  const tokenIn = resolveSwapToken(venue.chain, wrappedNative, from, 'from')
  const tokenOut = resolveSwapToken(venue.chain, wrappedNative, to, 'to')
  if (tokenIn.toLowerCase() === tokenOut.toLowerCase()) {
    throw new SwapRequestError(
      'from and to must be different tokens (wrapping the native coin is not a swap)',
    )
  }
  const amountIn = amountAfterProviderFee(amount, BigInt(venue.providerFeeBps))
  if (amountIn === 0n) {
    throw new SwapRequestError(`amount: too small to pay the ${venue.providerFeeBps / 100} % provider fee`)
  }
  const quotes = await Promise.allSettled(
    venue.fees.map(async (fee) => {
      const { result } = await client.simulateContract({
        address: venue.quoter,
        abi: uniswapV3QuoterAbi,
        functionName: 'quoteExactInputSingle',
        args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
      })
      return { fee, toAmount: result[0] }
    }),
  )
  // A tier without a pool (or without the liquidity) reverts in the quoter: it simply offers nothing.
  const offers = quotes.flatMap((q) => (q.status === 'fulfilled' && q.value.toAmount > 0n ? [q.value] : []))
  const best = offers.reduce<(typeof offers)[number] | undefined>(
    (top, offer) => (top === undefined || offer.toAmount > top.toAmount ? offer : top),
    undefined,
  )
  if (!best) {
    const rejected = quotes.find((q): q is PromiseRejectedResult => q.status === 'rejected')
    throw new SwapRequestError(
      `no Uniswap V3 pool in the fee tiers ${venue.fees.join(', ')} can quote this swap (no pool for these tokens, or not enough liquidity for this amount)`,
      undefined,
      rejected ? { cause: rejected.reason } : undefined,
    )
  }
  return {
    tokenIn,
    tokenOut,
    fee: best.fee,
    fromNative: from.native,
    toNative: to.native,
    fromAmount: amount,
    amountIn,
    toAmount: best.toAmount,
  }
}
