import {
  ActiveCaipAddressNotFoundError,
  AllowanceCheckError,
  ApprovalTransactionError,
  CreateTransactionError,
  IncorrectAmountError,
  InsufficientBalanceError,
  NetworkTokenPriceError,
  PorticoError,
  SwapInitializationError,
  TransactionError,
} from '@portico/common'
import { parseUnits } from 'viem'
import { fetchNativeBalance } from '../account/fetchNativeBalance.ts'
import { getAccountBalance } from '../api/getAccountBalance.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { sendWalletTransaction } from '../connection/sendWalletTransaction.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { hasInsufficientGas } from '../gas/hasInsufficientGas.ts'
import { goBack } from '../router/goBack.ts'
import { pushView } from '../router/pushView.ts'
import { popTransactionStack, pushTransactionStack } from '../router/transactionStack.ts'
import { showToast } from '../toast/showToast.ts'
import { MAX_SWAP_SLIPPAGE_PERCENT } from './computeSwapSummary.ts'
import {
  buildSwapApproval,
  buildSwapTransaction,
  getSwapAllowance,
  getSwapGasPrice,
  getSwapQuote,
  getSwapTokens,
  nativeTokenId,
} from './swapApi.ts'
import { initialSwapState, type SwapToken } from './swapStore.ts'
import { swapSummaryState } from './swapSummaryState.ts'
import { waitForSwapReceipt } from './waitForSwapReceipt.ts'

function account(context: CoreContext): { address: string; caipNetworkId: string } {
  const caipAddress = context.stores.account.getState().caipAddress
  const [namespace, reference, address] = caipAddress?.split(':') ?? []
  if (!address) throw new ActiveCaipAddressNotFoundError()
  return { address, caipNetworkId: `${namespace}:${reference}` }
}

const isNative = (token: SwapToken) =>
  token.address.toLowerCase().endsWith(':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')

/** Parses a typed amount; `undefined` for anything that is not a positive decimal (§5: greater than 0). */
export function parseSourceAmount(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim()
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return undefined
  // More decimals than the token has cannot be sent (parseUnits would round them).
  if ((text.split('.')[1] ?? '').length > decimals) return undefined
  const value = parseUnits(text, decimals)
  return value > 0n ? value : undefined
}

/** §5: allowance is sufficient when it is at least the source amount parsed with the token's decimals. */
export function isAllowanceSufficient(allowance: bigint, amount: string, decimals: number): boolean {
  const needed = parseSourceAmount(amount, decimals)
  return needed !== undefined && allowance >= needed
}

/** Loads the account's balances and prices into the swap state (balances refresh after a swap too). */
async function loadBalances(context: CoreContext): Promise<void> {
  const { address, caipNetworkId } = account(context)
  const { tokens } = context.stores.swap.getState()
  context.stores.swap.setState({ loadingPrices: true })
  try {
    const { balances } = await getAccountBalance(context, {
      address,
      chainId: caipNetworkId as never,
      forceUpdate: true,
    })
    const byId = new Map(tokens.map((token) => [token.address.toLowerCase(), token]))
    const mine = balances.flatMap((entry) => {
      const id = (entry.address ?? nativeTokenId(caipNetworkId)).toLowerCase()
      const token = byId.get(id)
      return token ? [{ ...token, quantity: entry.quantity, price: entry.price, value: entry.value }] : []
    })
    const native = mine.find(isNative)
    const priceMap = Object.fromEntries(tokens.map((token) => [token.address, token.price]))
    context.stores.swap.setState({
      myTokensWithBalance: mine,
      tokensPriceMap: priceMap,
      networkPrice: byId.get(nativeTokenId(caipNetworkId))?.price ?? 0,
      networkBalanceInUSD: native ? Number(native.quantity.numeric) * native.price : 0,
    })
  } finally {
    context.stores.swap.setState({ loadingPrices: false })
  }
  // §8: without the native coin's price the network cost cannot be shown in USD.
  if (context.stores.swap.getState().networkPrice <= 0) {
    showToast(context, { message: new NetworkTokenPriceError().shortMessage, variant: 'error' })
  }
}

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
    const { caipNetworkId } = account(context)
    const tokens = await getSwapTokens(context, caipNetworkId)
    swap.setState({ tokens })
    await loadBalances(context)
    const bySymbol = (symbol: string | undefined) =>
      symbol === undefined
        ? undefined
        : tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())
    const sourceToken = bySymbol(preset?.fromToken) ?? tokens.find(isNative)
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

/** The newest quote request per context: an answer to an older one is dropped. */
const latestQuote = new WeakMap<CoreContext, number>()

/** The quote-derived fields while no quote stands. */
const clearedSummary = {
  toTokenAmount: '',
  providerFee: undefined,
  providerFeeInUSD: undefined,
  priceImpact: undefined,
  gasFee: '0',
  gasPriceInUSD: undefined,
  maxSlippage: undefined,
  minimumReceived: undefined,
  rate: undefined,
} as const

/** §8: shows `error` as an error toast and keeps it as the swap's input error. */
function reportQuoteProblem(context: CoreContext, error: PorticoError, message = error.shortMessage) {
  context.stores.swap.setState({ inputError: error.shortMessage })
  showToast(context, { message, variant: 'error' })
}

/**
 * §4/§5: with both tokens and a source amount greater than 0, fetches the quote and the gas price, computes
 * what the view shows ({@link swapSummaryState}), checks the balances (source and network token for gas, not
 * for smart accounts) and the allowance, then builds the swap transaction — or, when the allowance is short,
 * the approval transaction first. Problems go to the toast and the state, never to the caller (§8): an
 * unusable or failed quote sets 'Incorrect amount' and shows 'Please enter a valid amount'; the allowance,
 * approval and swap builds show 'Failed to check allowance', 'Failed to create approval transaction' and
 * 'Failed to create transaction'.
 *
 * @example
 * await refreshSwapQuote(context)
 */
export async function refreshSwapQuote(context: CoreContext): Promise<void> {
  const { swap } = context.stores
  const request = (latestQuote.get(context) ?? 0) + 1
  latestQuote.set(context, request)
  const isLatest = () => latestQuote.get(context) === request
  const { sourceToken, toToken, sourceTokenAmount, slippage } = swap.getState()
  // The last quote's figures stay on screen while the new one loads; its transactions may not be sent.
  swap.setState({
    inputError: undefined,
    transactionError: undefined,
    approvalTransaction: undefined,
    swapTransaction: undefined,
  })
  const amount = sourceToken ? parseSourceAmount(sourceTokenAmount, sourceToken.decimals) : undefined
  if (!sourceToken || !toToken || amount === undefined) {
    swap.setState(clearedSummary)
    return
  }
  const { address, caipNetworkId } = account(context)
  swap.setState({ loadingQuote: true })
  try {
    let quote: Awaited<ReturnType<typeof getSwapQuote>>
    let gasPrice: bigint
    try {
      ;[quote, gasPrice] = await Promise.all([
        getSwapQuote(context, {
          from: sourceToken.address,
          to: toToken.address,
          amount,
          userAddress: address,
        }),
        getSwapGasPrice(context, caipNetworkId),
      ])
    } catch (cause) {
      if (!isLatest()) return
      swap.setState(clearedSummary)
      // The API refuses a quote it cannot give (no pool, not enough liquidity, amount below the fee).
      const error = cause instanceof PorticoError && cause.code !== 'HTTP_REQUEST_FAILED' ? cause : undefined
      const shown = error ?? new IncorrectAmountError({ cause })
      reportQuoteProblem(
        context,
        shown,
        shown instanceof IncorrectAmountError ? `${shown.shortMessage}. ${shown.description}` : undefined,
      )
      return
    }
    if (!isLatest()) return
    if (quote === undefined || quote.toAmount === 0n) {
      swap.setState(clearedSummary)
      const error = new IncorrectAmountError()
      reportQuoteProblem(context, error, `${error.shortMessage}. ${error.description}`)
      return
    }
    const { networkPrice, networkBalanceInUSD, myTokensWithBalance } = swap.getState()
    const summary = swapSummaryState({ sourceToken, toToken, quote, slippage, gasPrice, networkPrice })
    const held = myTokensWithBalance.find(
      (token) => token.address.toLowerCase() === sourceToken.address.toLowerCase(),
    )
    const heldAmount = held ? parseUnits(held.quantity.numeric, sourceToken.decimals) : 0n
    const isSmartAccount = context.stores.account.getState().preferredAccountType === 'smartAccount'
    const insufficient =
      heldAmount < amount ||
      hasInsufficientGas({ networkBalanceInUSD, gasPriceInUSD: summary.gasPriceInUSD, isSmartAccount })
    swap.setState({
      ...summary,
      inputError: insufficient ? new InsufficientBalanceError().shortMessage : undefined,
    })
    if (insufficient) return
    await buildSwapOrApproval(context, { amount, address, isLatest })
  } finally {
    if (isLatest()) swap.setState({ loadingQuote: false })
  }
}

async function buildSwapOrApproval(
  context: CoreContext,
  { amount, address, isLatest }: { amount: bigint; address: string; isLatest: () => boolean },
) {
  const { swap } = context.stores
  const { sourceToken, toToken, slippage } = swap.getState()
  if (!sourceToken || !toToken) return
  let allowance: bigint
  try {
    allowance = isNative(sourceToken)
      ? amount
      : await getSwapAllowance(context, { tokenAddress: sourceToken.address, userAddress: address })
  } catch (cause) {
    if (isLatest()) reportQuoteProblem(context, new AllowanceCheckError({ cause }))
    return
  }
  if (!isLatest()) return
  if (allowance >= amount) {
    swap.setState({ loadingBuildTransaction: true })
    try {
      const swapTransaction = await buildSwapTransaction(context, {
        from: sourceToken.address,
        to: toToken.address,
        userAddress: address,
        amount,
        slippage,
      })
      if (isLatest()) swap.setState({ swapTransaction, approvalTransaction: undefined })
    } catch (cause) {
      if (isLatest()) reportQuoteProblem(context, new CreateTransactionError({ cause }))
    } finally {
      swap.setState({ loadingBuildTransaction: false })
    }
    return
  }
  swap.setState({ loadingApprovalTransaction: true })
  try {
    const approvalTransaction = await buildSwapApproval(context, {
      from: sourceToken.address,
      to: toToken.address,
      userAddress: address,
      amount,
    })
    if (isLatest()) swap.setState({ approvalTransaction, swapTransaction: undefined })
  } catch (cause) {
    if (isLatest()) reportQuoteProblem(context, new ApprovalTransactionError({ cause }))
  } finally {
    swap.setState({ loadingApprovalTransaction: false })
  }
}

/**
 * §2/§6: whether core shows the ApproveTransaction view while the wallet decides. The embedded wallet's
 * connector shows its own approval over that view and goes back itself, so then core leaves the view alone.
 */
function showsApprovalView(context: CoreContext): boolean {
  return context.stores.connection.getState().connections.eip155?.connectorType !== 'AUTH'
}

/**
 * Sends what the swap needs next and waits until it is mined. §4: when an approval is pending it is sent, then
 * the quote and transaction are refreshed; otherwise the swap transaction is sent, and on success the state
 * resets (tokens kept) and the balances refresh. §2: while the wallet decides, the ApproveTransaction view
 * shows over Swap with a transaction-stack entry that decides the view after: back to Swap after an
 * approval, reset to Account after the swap, back to Swap on failure. Failures set `transactionError` and
 * show it ('Transaction error' or the wallet's short message).
 *
 * @returns the hash of the transaction sent.
 * @throws {IncorrectAmountError} when no approval or swap transaction is ready.
 * @throws {TransactionError | UserRejectedRequestError} when the wallet declines, or the transaction fails.
 *
 * @example
 * await executeSwap(context) // approval
 * await executeSwap(context) // swap
 */
export async function executeSwap(context: CoreContext): Promise<string> {
  const { swap } = context.stores
  const { approvalTransaction, swapTransaction, sourceToken, toToken, sourceTokenAmount } = swap.getState()
  const transaction = approvalTransaction ?? swapTransaction
  if (!transaction || !sourceToken || !toToken) throw new IncorrectAmountError()
  const waitingView = showsApprovalView(context)
  if (waitingView) {
    pushTransactionStack(context, {
      onSuccess: approvalTransaction ? { type: 'goBack' } : { type: 'reset', view: 'Account' },
    })
    pushView(context, 'ApproveTransaction')
  }
  swap.setState({ loadingTransaction: true, transactionError: undefined })
  let hash: string
  try {
    hash = await sendWalletTransaction(context, transaction)
    await waitForSwapReceipt(context, { hash: hash as `0x${string}` })
  } catch (cause) {
    const error = cause instanceof PorticoError ? cause : new TransactionError({ cause })
    swap.setState({ transactionError: error.shortMessage, loadingTransaction: false })
    if (waitingView) popTransactionStack(context, { result: 'error' })
    trackEvent(context, { type: 'track', event: 'SWAP_ERROR', properties: { message: error.shortMessage } })
    showToast(context, { message: error.shortMessage, variant: 'error' })
    throw error
  }
  if (approvalTransaction) {
    swap.setState({ loadingTransaction: false })
    if (waitingView) popTransactionStack(context, { result: 'success' })
    await refreshSwapQuote(context)
    return hash
  }
  const {
    tokens,
    myTokensWithBalance,
    tokensPriceMap,
    networkPrice,
    networkBalanceInUSD,
    initialized,
    slippage,
  } = swap.getState()
  swap.setState({
    ...initialSwapState,
    initialized,
    tokens,
    myTokensWithBalance,
    tokensPriceMap,
    networkPrice,
    networkBalanceInUSD,
    slippage,
    sourceToken,
    sourceTokenPriceInUSD: sourceToken.price,
  })
  if (!waitingView) {
    // The embedded wallet's approval view has gone back by itself; the swap's entry still decides the view (§2).
    pushTransactionStack(context, { onSuccess: { type: 'reset', view: 'Account' } })
  }
  popTransactionStack(context, { result: 'success' })
  trackEvent(context, {
    type: 'track',
    event: 'SWAP_SUCCESS',
    properties: {
      swapFromToken: sourceToken.symbol,
      swapToToken: toToken.symbol,
      swapFromAmount: sourceTokenAmount,
    },
  })
  await Promise.all([loadBalances(context), fetchNativeBalance(context, { forceUpdate: true })])
  return hash
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
