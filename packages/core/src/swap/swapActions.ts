import {
  ActiveCaipAddressNotFoundError,
  IncorrectAmountError,
  InsufficientBalanceError,
  SWAP_GAS_UNITS,
  SwapInitializationError,
  PorticoError,
} from '@portico/common'
import { formatUnits, parseUnits } from 'viem'
import { fetchNativeBalance } from '../account/fetchNativeBalance.ts'
import { getAccountBalance } from '../api/getAccountBalance.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { sendWalletTransaction } from '../connection/sendWalletTransaction.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { hasInsufficientGas } from '../gas/hasInsufficientGas.ts'
import { goBack } from '../router/goBack.ts'
import { showToast } from '../toast/showToast.ts'
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
 * Sets the source token; §4 fetches a quote when both tokens and a positive amount exist.
 *
 * @example
 * await setSwapSourceToken(context, pusd)
 */
export async function setSwapSourceToken(context: CoreContext, token: SwapToken): Promise<void> {
  context.stores.swap.setState({ sourceToken: token, sourceTokenPriceInUSD: token.price })
  await refreshSwapQuote(context)
}

/**
 * Sets the destination token; §4 fetches a quote when both tokens and a positive amount exist.
 *
 * @example
 * await setSwapToToken(context, ptk)
 */
export async function setSwapToToken(context: CoreContext, token: SwapToken): Promise<void> {
  context.stores.swap.setState({ toToken: token, toTokenPriceInUSD: token.price })
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

/**
 * §4/§5: with both tokens and a source amount greater than 0, fetches the quote, checks the balances (source
 * and network token for gas, not for smart accounts) and the allowance, then builds the swap transaction —
 * or, when the allowance is short, the approval transaction first. An unusable quote sets 'Incorrect amount'
 * and shows 'Please enter a valid amount'.
 *
 * @example
 * await refreshSwapQuote(context)
 */
export async function refreshSwapQuote(context: CoreContext): Promise<void> {
  const { swap } = context.stores
  const state = swap.getState()
  const { sourceToken, toToken, sourceTokenAmount } = state
  swap.setState({ inputError: undefined, approvalTransaction: undefined, swapTransaction: undefined })
  if (!sourceToken || !toToken) return
  const amount = parseSourceAmount(sourceTokenAmount, sourceToken.decimals)
  if (amount === undefined) {
    swap.setState({ toTokenAmount: '' })
    return
  }
  const { address, caipNetworkId } = account(context)
  swap.setState({ loadingQuote: true })
  try {
    const [toAmount, gasPrice] = await Promise.all([
      getSwapQuote(context, { from: sourceToken.address, to: toToken.address, amount, userAddress: address }),
      getSwapGasPrice(context, caipNetworkId),
    ])
    if (swap.getState().sourceTokenAmount !== sourceTokenAmount) return // a newer amount was typed
    if (toAmount === undefined || toAmount === 0n) {
      const error = new IncorrectAmountError()
      swap.setState({ inputError: error.shortMessage, toTokenAmount: '' })
      showToast(context, { message: `${error.shortMessage}. ${error.description}`, variant: 'error' })
      return
    }
    const gasFee = formatUnits(gasPrice * BigInt(SWAP_GAS_UNITS), 18)
    const { networkPrice, networkBalanceInUSD, myTokensWithBalance } = swap.getState()
    const gasPriceInUSD = Number(gasFee) * networkPrice
    const held = myTokensWithBalance.find(
      (token) => token.address.toLowerCase() === sourceToken.address.toLowerCase(),
    )
    const heldAmount = held ? parseUnits(held.quantity.numeric, sourceToken.decimals) : 0n
    const insufficient = heldAmount < amount || hasInsufficientGas({ networkBalanceInUSD, gasPriceInUSD })
    swap.setState({
      toTokenAmount: formatUnits(toAmount, toToken.decimals),
      gasFee,
      gasPriceInUSD,
      inputError: insufficient ? new InsufficientBalanceError().shortMessage : undefined,
    })
    if (insufficient) return
    await buildSwapOrApproval(context, { amount, address })
  } finally {
    swap.setState({ loadingQuote: false })
  }
}

async function buildSwapOrApproval(
  context: CoreContext,
  { amount, address }: { amount: bigint; address: string },
) {
  const { swap } = context.stores
  const { sourceToken, toToken, slippage } = swap.getState()
  if (!sourceToken || !toToken) return
  const allowance = isNative(sourceToken)
    ? amount
    : await getSwapAllowance(context, { tokenAddress: sourceToken.address, userAddress: address })
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
      swap.setState({ swapTransaction, approvalTransaction: undefined })
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
    swap.setState({ approvalTransaction, swapTransaction: undefined })
  } finally {
    swap.setState({ loadingApprovalTransaction: false })
  }
}

/**
 * Sends what the swap needs next. §4: when an approval is pending it is sent, then the quote and transaction
 * are refreshed; otherwise the swap transaction is sent, and on success the state resets (tokens kept) and the
 * balances refresh. Failures set `transactionError` and show it.
 *
 * @returns the hash of the transaction sent.
 * @throws the wallet's error ('User rejected the request'…).
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
  swap.setState({ loadingTransaction: true, transactionError: undefined })
  try {
    const hash = await sendWalletTransaction(context, transaction)
    if (approvalTransaction) {
      await refreshSwapQuote(context)
      return hash
    }
    const { tokens, myTokensWithBalance, tokensPriceMap, networkPrice, networkBalanceInUSD, initialized } =
      swap.getState()
    swap.setState({
      ...initialSwapState,
      initialized,
      tokens,
      myTokensWithBalance,
      tokensPriceMap,
      networkPrice,
      networkBalanceInUSD,
      sourceToken,
      sourceTokenPriceInUSD: sourceToken.price,
    })
    trackEvent(context, {
      type: 'track',
      event: 'SWAP_SUCCESS',
      properties: {
        swapFromToken: sourceToken.symbol,
        swapToToken: toToken.symbol,
        swapFromAmount: sourceTokenAmount,
      },
    })
    showToast(context, { message: `Swapped ${sourceToken.symbol} for ${toToken.symbol}`, variant: 'success' })
    await Promise.all([loadBalances(context), fetchNativeBalance(context, { forceUpdate: true })])
    return hash
  } catch (error) {
    const message = error instanceof PorticoError ? error.shortMessage : String(error)
    swap.setState({ transactionError: message })
    trackEvent(context, { type: 'track', event: 'SWAP_ERROR', properties: { message } })
    showToast(context, { message, variant: 'error' })
    throw error
  } finally {
    swap.setState({ loadingTransaction: false })
  }
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
