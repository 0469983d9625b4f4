import {
  ERROR_MESSAGE_DELAY_MS,
  isAllowedRpcMethod,
  isSafeRpcMethod,
  PorticoError,
  RequestBeforeConnectError,
  RpcCallNotAllowedError,
} from '@portico/common'
import { fetchNativeBalance } from '../account/fetchNativeBalance.ts'
import type { CoreContext, OpenRequest } from '../client/coreContext.ts'
import { toWalletError } from '../connection/toWalletError.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { closeModal } from '../modal/closeModal.ts'
import { popTransactionStack } from '../router/transactionStack.ts'
import { showToast } from '../toast/showToast.ts'

/** Parameters of {@link requestWallet}: an EIP-1193 request. */
export interface RequestWalletParameters {
  /** RPC method, one of §6's known methods. */
  method: string
  /** Its parameters. */
  params?: readonly unknown[] | Record<string, unknown> | undefined
}

/** §4: after a request settles, the modal closes when nothing else is pending, or the transaction stack pops. */
function settleView(context: CoreContext, result: 'success' | 'error'): void {
  const { transactionStack } = context.stores.router.getState()
  if (transactionStack.length > 0) popTransactionStack(context, { result })
  else if (context.stores.modal.getState().open) closeModal(context)
}

/**
 * Sends an RPC request to the connected wallet with §4's rules:
 * - only §6's known methods are allowed: for any other the modal opens, the error message shows after
 *   300 ms (§9) and the request is rejected with 'Requested RPC call is not allowed';
 * - a non-safe method (one that signs or sends) is open until the wallet answers; closing the modal rejects it;
 *   on success the modal closes (or the transaction stack pops) and the native balance is refreshed; on error
 *   the modal closes when the transaction stack is empty, else pops it.
 *
 * @throws {RpcCallNotAllowedError} for a method outside §6's lists.
 * @throws {RequestBeforeConnectError} when no wallet is connected.
 * @throws {UserRejectedRequestError} when the person declines, or closes the modal while it waits (§4).
 *
 * @example
 * const signature = await requestWallet(context, { method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export async function requestWallet(
  context: CoreContext,
  { method, params }: RequestWalletParameters,
): Promise<unknown> {
  if (!isAllowedRpcMethod(method)) {
    const error = new RpcCallNotAllowedError({ method })
    trackEvent(context, { type: 'track', event: 'ERROR_RPC_METHOD_UNSUPPORTED', properties: { method } })
    console.error(`[portico] ${error.shortMessage}: ${method}`)
    context.stores.modal.setState({ open: true })
    await new Promise((resolve) => setTimeout(resolve, ERROR_MESSAGE_DELAY_MS))
    showToast(context, { message: error.shortMessage, variant: 'error' })
    throw error
  }
  const { provider } = context.stores.connection.getState()
  if (!provider) throw new RequestBeforeConnectError()
  const ask = () =>
    provider
      .request({ method, params } as Parameters<typeof provider.request>[0])
      .catch((error: unknown) =>
        Promise.reject(error instanceof PorticoError ? error : toWalletError(method, error)),
      )
  if (isSafeRpcMethod(method)) return ask()

  let open: OpenRequest | undefined
  let closedWith: Error | undefined
  const closed = new Promise<never>((_, reject) => {
    open = {
      method,
      reject: (error) => {
        closedWith = error
        reject(error)
      },
    }
    context.openRequests.add(open)
  })
  try {
    const response = await Promise.race([ask(), closed])
    settleView(context, 'success')
    void fetchNativeBalance(context, { forceUpdate: true })
    return response
  } catch (error) {
    // A request rejected by closing the modal has already left the view; the others settle it now.
    if (error !== closedWith) settleView(context, 'error')
    throw error
  } finally {
    if (open) context.openRequests.delete(open)
  }
}
