import { PorticoError, SwapInitializationError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { goBack } from '../router/goBack.ts'
import { showToast } from '../toast/showToast.ts'
import { MAX_SWAP_SLIPPAGE_PERCENT } from './computeSwapSummary.ts'
import { loadSwapBalances } from './loadSwapBalances.ts'
import { refreshSwapQuote } from './refreshSwapQuote.ts'
import { getSwapTokens } from './swapApi.ts'
import { isNativeSwapToken, swapAccount } from './swapAmounts.ts'
import { initialSwapState, type SwapToken } from './swapStore.ts'

// The swap's steps live in files of their own; they are exported here too, where callers have found them.
export { executeSwap } from './executeSwap.ts'
export { refreshSwapQuote } from './refreshSwapQuote.ts'
export { isAllowanceSufficient, parseSourceAmount } from './swapAmounts.ts'

/**
 * §4: initializing, then initialized: loads the network's tokens, the account's balances and prices, and the
 * gas price; the native coin is the default source. Tokens and amount given to `open({ view: 'Swap',
 * arguments })` (the store's `preset`, matched by symbol) are filled in and quoted. On failure the toast says 'Failed to initialize swap' and
 * the view goes back.
 *
 * @example
 * await initializeSwap(context)
 */
export async function initializeSwap(context: CoreContext): Promise<void> {
  const { swap } = context.stores
  const { preset } = swap.getState()
  swap.setState({ ...initialSwapState, initializing: true })
  try {
    const { caipNetworkId } = swapAccount(context)
    const tokens = await getSwapTokens(context, caipNetworkId)
    swap.setState({ tokens })
    await loadSwapBalances(context)
    const bySymbol = (symbol: string | undefined) =>
      symbol === undefined
        ? undefined
        : tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())
    const sourceToken = bySymbol(preset?.fromToken) ?? tokens.find(isNativeSwapToken)
    const toToken = bySymbol(preset?.toToken)
    swap.setState({
      sourceToken,
      sourceTokenPriceInUSD: sourceToken?.price ?? 0,
      toToken,
      toTokenPriceInUSD: toToken?.price ?? 0,
      sourceTokenAmount: preset?.amount ?? '',
      initializing: false,
      initialized: true,
    })
    trackEvent(context, { type: 'track', event: 'SWAP_INITIATED', properties: { network: caipNetworkId } })
  } catch (cause) {
    swap.setState({ initializing: false, initialized: false })
    showToast(context, { message: new SwapInitializationError({ cause }).shortMessage, variant: 'error' })
    goBack(context)
    throw new SwapInitializationError({ cause })
  }
  // A preset with both tokens and an amount is quoted at once, as if typed.
  if (preset?.amount && swap.getState().toToken) await refreshSwapQuote(context)
}

/**
 * Sets the source token (the destination token, picked here, trades places with the old source); §4 fetches
 * a quote when both tokens and a positive amount exist.
 *
 * @example
 * await setSwapSourceToken(context, pusd)
 */
export async function setSwapSourceToken(context: CoreContext, token: SwapToken): Promise<void> {
  const { sourceToken, toToken } = context.stores.swap.getState()
  // Picking the destination token as the source turns the pair around rather than swapping a token for itself.
  const other = sameToken(token, toToken) ? sourceToken : toToken
  context.stores.swap.setState({
    sourceToken: token,
    sourceTokenPriceInUSD: token.price,
    toToken: other,
    toTokenPriceInUSD: other?.price ?? 0,
  })
  await refreshSwapQuote(context)
}

const sameToken = (a: SwapToken, b: SwapToken | undefined) =>
  a.address.toLowerCase() === b?.address.toLowerCase()

/**
 * Sets the destination token (the source token, picked here, trades places with the old destination); §4
 * fetches a quote when both tokens and a positive amount exist.
 *
 * @example
 * await setSwapToToken(context, ptk)
 */
export async function setSwapToToken(context: CoreContext, token: SwapToken): Promise<void> {
  const { sourceToken, toToken } = context.stores.swap.getState()
  // Picking the source token as the destination turns the pair around.
  const other = sameToken(token, sourceToken) ? toToken : sourceToken
  context.stores.swap.setState({
    toToken: token,
    toTokenPriceInUSD: token.price,
    sourceToken: other,
    sourceTokenPriceInUSD: other?.price ?? 0,
  })
  await refreshSwapQuote(context)
}

/**
 * Sets the typed source amount and refreshes the quote.
 *
 * @example
 * await setSwapSourceAmount(context, '1.5')
 */
export async function setSwapSourceAmount(context: CoreContext, amount: string): Promise<void> {
  context.stores.swap.setState({ sourceTokenAmount: amount })
  await refreshSwapQuote(context)
}

/**
 * §4: switching tokens swaps source and destination; the destination amount becomes the new source amount,
 * and an empty one becomes 1.
 *
 * @example
 * await switchSwapTokens(context)
 */
export async function switchSwapTokens(context: CoreContext): Promise<void> {
  const { sourceToken, toToken, toTokenAmount } = context.stores.swap.getState()
  context.stores.swap.setState({
    sourceToken: toToken,
    toToken: sourceToken,
    sourceTokenPriceInUSD: toToken?.price ?? 0,
    toTokenPriceInUSD: sourceToken?.price ?? 0,
    sourceTokenAmount: toTokenAmount === '' ? '1' : toTokenAmount,
    toTokenAmount: '',
  })
  await refreshSwapQuote(context)
}

/** Thrown by {@link setSwapSlippage} for a slippage outside 0 (exclusive) to 50 % (inclusive). */
export class InvalidSwapSlippageError extends PorticoError {
  override name = 'InvalidSwapSlippageError'
  constructor(slippage: number) {
    super(`Slippage must be more than 0 and at most ${MAX_SWAP_SLIPPAGE_PERCENT} %`, {
      code: 'INVALID_SWAP_SLIPPAGE',
      details: `got ${slippage}`,
    })
  }
}

/**
 * Sets the slippage tolerance in percent (§9: 1 by default) and refreshes the quote, so the minimum received
 * and the swap transaction's `amountOutMin` follow it.
 *
 * @throws {InvalidSwapSlippageError} for a slippage that is not more than 0 and at most 50 (the API's limit).
 *
 * @example
 * await setSwapSlippage(context, 0.5)
 */
export async function setSwapSlippage(context: CoreContext, slippage: number): Promise<void> {
  if (!Number.isFinite(slippage) || slippage <= 0 || slippage > MAX_SWAP_SLIPPAGE_PERCENT) {
    throw new InvalidSwapSlippageError(slippage)
  }
  context.stores.swap.setState({ slippage })
  await refreshSwapQuote(context)
}

/**
 * Back to the state before initialisation.
 *
 * @example
 * resetSwap(context)
 */
export function resetSwap(context: CoreContext): void {
  context.stores.swap.setState(initialSwapState)
}
