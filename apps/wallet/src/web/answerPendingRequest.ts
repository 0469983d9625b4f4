import { isAddressEqual } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { activityText, errorReason } from './activityText.ts'
import { announceChain } from './announceToSessions.ts'
import { answerSessionRequest } from './answerSessionRequest.ts'
import { answerSolanaRequest, sessionSolanaAddresses } from './answerSolanaRequest.ts'
import { jsonRpcError, jsonRpcResult } from './jsonRpcResponse.ts'
import { sessionAddresses, sessionChainIds } from './sessionView.ts'
import { isDevnetChainId, walletAccounts } from './walletAccounts.ts'
import type { WebWalletContext } from './webWalletContext.ts'
import type { PendingRequest } from './webWalletState.ts'

/**
 * Works out the answer to a dapp's request, sends it, and logs what happened; moves the wallet to the new
 * chain after a network switch.
 *
 * @example
 * await answerPendingRequest(context, request)
 */
export async function answerPendingRequest(
  context: WebWalletContext,
  request: PendingRequest,
): Promise<void> {
  const client = context.client
  const session = context.findSession(request.topic)
  if (!client || !session) return context.removeRequest(request.id)
  const addresses = sessionAddresses(session)
  const selected = context.state.address
  // The selected account answers requests that name no address, when the session has it.
  const ordered = [...addresses].sort(
    (a, b) => Number(isAddressEqual(b, selected)) - Number(isAddressEqual(a, selected)),
  )
  const accounts = ordered
    .map((address) => walletAccounts.find((account) => isAddressEqual(account.address, address)))
    .filter((account): account is PrivateKeyAccount => account !== undefined)
  const what = request.summary.title
  let switchTo: number | undefined
  let response
  try {
    const input = { method: request.method, params: request.params, chainId: request.chainId }
    const outcome = request.chainId.startsWith('solana:')
      ? answerSolanaRequest({ request: input, sessionAddresses: sessionSolanaAddresses(session) })
      : await answerSessionRequest({
          request: input,
          accounts,
          sessionChainIds: sessionChainIds(session),
          rpcUrls: context.rpcUrls,
        })
    response = jsonRpcResult(request.id, outcome.result)
    switchTo = outcome.switchToChainId
  } catch (error) {
    response = jsonRpcError(request.id, error)
    context.log(activityText.requestFailed(request.dapp.name, what, errorReason(error)), 'error')
  }
  try {
    await client.respond({ topic: request.topic, response })
    if ('result' in response) {
      const sent = request.method === 'eth_sendTransaction' && typeof response.result === 'string'
      context.log(
        sent
          ? activityText.sent(request.dapp.name, response.result as string)
          : activityText.answered(request.dapp.name, what),
        'success',
      )
    }
  } catch (error) {
    context.log(activityText.error(errorReason(error)), 'error')
  }
  context.removeRequest(request.id)
  if (switchTo !== undefined && isDevnetChainId(switchTo)) {
    if (switchTo !== context.state.chainId) {
      context.setState({ chainId: switchTo })
      context.savePreferences()
      context.log(activityText.chain(switchTo))
    }
    // Respond first, then announce: the dapp learns the switch succeeded, then sees the new chain.
    await announceChain(context, switchTo)
  }
}
