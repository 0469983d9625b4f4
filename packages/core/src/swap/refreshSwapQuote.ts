import {
  AllowanceCheckError,
  ApprovalTransactionError,
  CreateTransactionError,
  IncorrectAmountError,
  InsufficientBalanceError,
  PorticoError,
} from '@portico/common'
import { parseUnits } from 'viem'
import type { CoreContext } from '../client/coreContext.ts'
import { hasInsufficientGas } from '../gas/hasInsufficientGas.ts'
import { showToast } from '../toast/showToast.ts'
import {
  buildSwapApproval,
  buildSwapTransaction,
  getSwapAllowance,
  getSwapGasPrice,
  getSwapQuote,
} from './swapApi.ts'
import { isNativeSwapToken, parseSourceAmount, swapAccount } from './swapAmounts.ts'
import { swapSummaryState } from './swapSummaryState.ts'

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
  const { address, caipNetworkId } = swapAccount(context)
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
    allowance = isNativeSwapToken(sourceToken)
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
