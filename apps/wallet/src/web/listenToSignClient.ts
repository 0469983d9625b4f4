import type SignClient from '@walletconnect/sign-client'
import { activityText } from './activityText.ts'
import { receiveProposal } from './proposalActions.ts'
import { receiveRequest } from './requestActions.ts'
import type { WebWalletContext } from './webWalletContext.ts'

/** Drops a session that ended on the dapp's side or expired, with its requests, and logs why. */
function forgetSession(context: WebWalletContext, topic: string, message: (dapp: string) => string) {
  const dapp = context.dappNameOf(topic)
  context.refreshSessions()
  context.setState({ requests: context.state.requests.filter((r) => r.topic !== topic) })
  context.log(message(dapp))
}

/**
 * Subscribes the wallet to the sign client's proposals, requests, disconnections and expiries.
 *
 * @example
 * listenToSignClient(context, signClient)
 */
export function listenToSignClient(context: WebWalletContext, signClient: SignClient): void {
  signClient.on('session_proposal', (event) => receiveProposal(context, event))
  signClient.on('session_request', (event) => receiveRequest(context, event))
  signClient.on('session_delete', ({ topic }) => forgetSession(context, topic, activityText.dappDisconnected))
  signClient.on('session_expire', ({ topic }) => forgetSession(context, topic, activityText.sessionExpired))
  signClient.on('proposal_expire', ({ id }) => {
    const proposal = context.state.proposals.find((p) => p.id === id)
    if (!proposal) return
    context.setState({ proposals: context.state.proposals.filter((p) => p.id !== id) })
    context.log(activityText.proposalExpired(proposal.dapp.name))
  })
  signClient.on('session_request_expire', ({ id }) => {
    const request = context.state.requests.find((r) => r.id === id)
    if (!request) return
    context.removeRequest(id)
    context.log(activityText.requestExpired(request.dapp.name))
  })
}
