import { type Address, type PublicClient } from 'viem'
import { amountAfterProviderFee } from './amountAfterProviderFee.ts'
import type { SwapChain } from './swapChain.ts'
import { SwapRequestError } from './swapError.ts'
import { findSwapPath, type SwapPath } from './findSwapPath.ts'
import type { SwapTokenId } from './swapTokenId.ts'
import { uniswapV2RouterAbi } from './uniswapV2Abis.ts'

/** Parameters of {@link quoteSwap}. */
export interface QuoteSwapParameters {
  client: PublicClient
  swapChain: SwapChain
  from: SwapTokenId
  to: SwapTokenId
  /** Base units of `from` the user gives, provider fee included. */
  amount: bigint
}

/** A quote: what the user gives, what reaches the pool after the fee, and what the router says comes out. */
export interface SwapQuote extends SwapPath {
  fromAmount: bigint
  /** `fromAmount` less the §9 provider fee; the amount the swap transaction spends. */
  amountIn: bigint
  toAmount: bigint
}

/**
 * Quotes a swap with the router's `getAmountsOut` along the direct pool or through the wrapped coin, after
 * setting aside the §9 provider fee (the venue's `providerFeeBps`, 0.85 % by default) from the input
 * (docs/adr/0005-swap-fee.md).
 *
 * @example
 * const quote = await quoteSwap({ client, swapChain, from: eth, to: pusd, amount: parseEther('1') })
 * quote.toAmount // ≈ 2,940 PUSD in base units
 */
export async function quoteSwap({
  client,
  swapChain,
  from,
  to,
  amount,
}: QuoteSwapParameters): Promise<SwapQuote> {
  const route = await findSwapPath({ client, swapChain, from, to })
  const amountIn = amountAfterProviderFee(amount, BigInt(swapChain.providerFeeBps))
  if (amountIn === 0n) {
    throw new SwapRequestError(
      `amount: too small to pay the ${swapChain.providerFeeBps / 100} % provider fee`,
    )
  }
  let amounts: readonly bigint[]
  try {
    amounts = await client.readContract({
      address: swapChain.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, route.path as Address[]],
    })
  } catch (error) {
    throw new SwapRequestError(
      'the pools cannot quote this swap (not enough liquidity for this amount)',
      undefined,
      {
        cause: error,
      },
    )
  }
  const toAmount = amounts.at(-1) ?? 0n
  if (toAmount === 0n) throw new SwapRequestError('amount: too small, the swap would give nothing back')
  return { ...route, fromAmount: amount, amountIn, toAmount }
}
