import { IncorrectAmountError, PorticoError, TransactionError } from '@portico/common'
import { fetchNativeBalance } from '../account/fetchNativeBalance.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { sendWalletTransaction } from '../connection/sendWalletTransaction.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { pushView } from '../router/pushView.ts'
import { popTransactionStack, pushTransactionStack } from '../router/transactionStack.ts'
import { showToast } from '../toast/showToast.ts'
import { loadSwapBalances } from './loadSwapBalances.ts'
import { refreshSwapQuote } from './refreshSwapQuote.ts'
import { initialSwapState } from './swapStore.ts'
import { waitForSwapReceipt } from './waitForSwapReceipt.ts'

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
  await Promise.all([loadSwapBalances(context), fetchNativeBalance(context, { forceUpdate: true })])
  return hash
}
