import { SWAP_GAS_UNITS } from '@portico/common'
import { formatUnits } from 'viem'

/** The most slippage one can set, in percent: build-transaction refuses more (services/api/src/routes/convert.ts). */
export const MAX_SWAP_SLIPPAGE_PERCENT = 50

/** One side of the swap: what the summary needs of a token. */
export interface SwapSummaryToken {
  /** Decimals of the token's base unit. */
  decimals: number
  /** USD per whole token (0 when no price source prices it). */
  price: number
}

/** What `GET /v1/convert/quotes` answers in `quotes[0]`, in base units. */
export interface SwapQuoteAmounts {
  /** Base units of the source token the user gives, provider fee included. */
  fromAmount: bigint
  /** Base units of the destination token the pools give for `fromAmount` less the provider fee. */
  toAmount: bigint
  /** Base units of the source token set aside as the §9 provider fee (docs/adr/0005-swap-fee.md). */
  providerFee: bigint
}

/** Parameters of {@link computeSwapSummary}. */
export interface ComputeSwapSummaryParameters {
  sourceToken: SwapSummaryToken
  toToken: SwapSummaryToken
  /** The quote from the API. */
  quote: SwapQuoteAmounts
  /** Slippage tolerance in percent (1 = 1 %). */
  slippage: number
  /** The network's gas price in wei (`GET /v1/convert/gas-price`, standard tier). */
  gasPrice: bigint
  /** USD per whole native coin. */
  networkPrice: number
}

/** The quote as the Swap view shows it; every amount is a decimal string in whole tokens. */
export interface SwapSummary {
  /** What the quote gives, in the destination token. */
  toTokenAmount: string
  /** The §9 provider fee, in the source token. */
  providerFee: string
  /** The provider fee in USD. */
  providerFeeInUSD: number
  /**
   * How much worse the quote is than the tokens' USD prices, in percent, for the amount that reaches the
   * pools (the provider fee is shown on its own); `undefined` when a token has no price.
   */
  priceImpact: number | undefined
  /** §9: network cost of the swap, gas price × 150,000 gas, in the native coin. */
  gasFee: string
  /** The network cost in USD. */
  gasPriceInUSD: number
  /** The most the output may fall short of the quote at this slippage, in the destination token. */
  maxSlippage: string
  /** The least the swap gives, in the destination token: the transaction reverts below it. */
  minimumReceived: string
  /** `minimumReceived` in base units: the `amountOutMin` build-transaction writes into the swap. */
  minimumReceivedBaseUnits: bigint
  /** Destination tokens one whole source token buys at this quote. */
  rate: string
}

/** Base units of the destination token the swap must give at least: the quote less `slippage` percent. */
export function minimumSwapOutput(toAmount: bigint, slippage: number): bigint {
  // The same rounding as the API's amountOutMin (services/api/src/swaps/buildSwapTransaction.ts).
  const slippageBps = BigInt(Math.round(slippage * 100))
  return (toAmount * (10_000n - slippageBps)) / 10_000n
}

/**
 * Computes what the Swap view shows from a real quote: the amount received, the provider fee, the price
 * impact, the network cost (§9: 150,000 gas at the network's gas price), the slippage allowance and the
 * minimum received (the swap transaction's `amountOutMin`). Pure: the same quote always gives the same summary.
 *
 * @example
 * computeSwapSummary({
 *   sourceToken: { decimals: 18, price: 3000 },
 *   toToken: { decimals: 6, price: 1 },
 *   quote: { fromAmount: 10n ** 18n, toAmount: 2_944_000_000n, providerFee: 85n * 10n ** 14n },
 *   slippage: 1,
 *   gasPrice: 1_000_000_000n,
 *   networkPrice: 3000,
 * }).minimumReceived // '2914.56'
 */
export function computeSwapSummary({
  sourceToken,
  toToken,
  quote,
  slippage,
  gasPrice,
  networkPrice,
}: ComputeSwapSummaryParameters): SwapSummary {
  const providerFee = formatUnits(quote.providerFee, sourceToken.decimals)
  const swapped = Number(formatUnits(quote.fromAmount - quote.providerFee, sourceToken.decimals))
  const received = Number(formatUnits(quote.toAmount, toToken.decimals))
  const valueIn = swapped * sourceToken.price
  const priceImpact =
    sourceToken.price > 0 && toToken.price > 0 && valueIn > 0
      ? (1 - (received * toToken.price) / valueIn) * 100
      : undefined
  const gasFee = formatUnits(gasPrice * BigInt(SWAP_GAS_UNITS), 18)
  const minimum = minimumSwapOutput(quote.toAmount, slippage)
  return {
    toTokenAmount: formatUnits(quote.toAmount, toToken.decimals),
    providerFee,
    providerFeeInUSD: Number(providerFee) * sourceToken.price,
    priceImpact,
    gasFee,
    gasPriceInUSD: Number(gasFee) * networkPrice,
    maxSlippage: formatUnits(quote.toAmount - minimum, toToken.decimals),
    minimumReceived: formatUnits(minimum, toToken.decimals),
    minimumReceivedBaseUnits: minimum,
    rate:
      quote.fromAmount === 0n
        ? '0'
        : formatUnits(
            (quote.toAmount * 10n ** BigInt(sourceToken.decimals)) / quote.fromAmount,
            toToken.decimals,
          ),
  }
}
