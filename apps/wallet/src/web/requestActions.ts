import type { SignClientTypes } from '@walletconnect/types'
import { activityText, errorReason } from './activityText.ts'
import { answerPendingRequest } from './answerPendingRequest.ts'
import { describeSessionRequest } from './describeSessionRequest.ts'
import { userRejected } from './jsonRpcResponse.ts'
import { dappInfoOf } from './sessionView.ts'
import { methodsNeedingApproval } from './walletMethods.ts'
import type { WebWalletContext } from './webWalletContext.ts'
import type { PendingRequest } from './webWalletState.ts'

/**
 * Takes a dapp's request: shows it for Approve or Reject when it needs the person, answers it at once otherwise.
 *
 * @example
 * signClient.on('session_request', (event) => receiveRequest(context, event))
 */
export function receiveRequest(
  context: WebWalletContext,
  { id, topic, params }: SignClientTypes.EventArguments['session_request'],
): void {
  const session = context.findSession(topic)
  const request: PendingRequest = {
    id,
    topic,
    dapp: dappInfoOf(session?.peer.metadata, context.pageHost),
    method: params.request.method,
    params: params.request.params,
    chainId: params.chainId,
    summary: describeSessionRequest({ ...params.request, chainId: params.chainId }),
    busy: false,
  }
  const asks =
    methodsNeedingApproval.includes(request.method) ||
    (request.method === 'wallet_switchEthereumChain' && !context.state.autoApproveSwitch)
  if (asks) {
    context.setState({ requests: [...context.state.requests.filter((r) => r.id !== id), request] })
    context.log(activityText.request(request.dapp.name, request.summary.title))
  } else {
    void answerPendingRequest(context, request)
  }
}

/**
 * Carries out a pending request and sends the result to the dapp.
 *
 * @example
 * await approveRequest(context, request.id)
 */
export async function approveRequest(context: WebWalletContext, id: number): Promise<void> {
  const request = context.state.requests.find((r) => r.id === id)
  if (!request || request.busy) return
  context.setState({ requests: context.state.requests.map((r) => (r.id === id ? { ...r, busy: true } : r)) })
  await answerPendingRequest(context, request)
}

/**
 * Answers a pending request with EIP-1193 error 4001.
 *
 * @example
 * await rejectRequest(context, request.id)
 */
export async function rejectRequest(context: WebWalletContext, id: number): Promise<void> {
  const signClient = context.requireClient()
  const request = context.state.requests.find((r) => r.id === id)
  if (!request || request.busy) return
  context.removeRequest(id)
  try {
    await signClient.respond({ topic: request.topic, response: userRejected(id) })
    context.log(activityText.requestRejected(request.dapp.name, request.summary.title))
  } catch (error) {
    context.log(activityText.error(errorReason(error)), 'error')
  }
}
