import { computeSwapSummary, type ComputeSwapSummaryParameters } from './computeSwapSummary.ts'
import type { SwapState } from './swapStore.ts'

/** The swap-state fields a quote decides. */
export type SwapSummaryState = Pick<
  SwapState,
  | 'toTokenAmount'
  | 'providerFee'
  | 'providerFeeInUSD'
  | 'priceImpact'
  | 'gasFee'
  | 'gasPriceInUSD'
  | 'maxSlippage'
  | 'minimumReceived'
  | 'rate'
>

/**
 * The swap-state fields for a quote, as `refreshSwapQuote` sets them: {@link computeSwapSummary} of the quote,
 * laid out as §3's swap state.
 *
 * @example
 * context.stores.swap.setState(swapSummaryState({ sourceToken, toToken, quote, slippage: 1, gasPrice, networkPrice }))
 */
export function swapSummaryState(parameters: ComputeSwapSummaryParameters): SwapSummaryState {
  const summary = computeSwapSummary(parameters)
  return {
    toTokenAmount: summary.toTokenAmount,
    providerFee: summary.providerFee,
    providerFeeInUSD: summary.providerFeeInUSD,
    priceImpact: summary.priceImpact,
    gasFee: summary.gasFee,
    gasPriceInUSD: summary.gasPriceInUSD,
    maxSlippage: summary.maxSlippage,
    minimumReceived: summary.minimumReceived,
    rate: summary.rate,
  }
}
