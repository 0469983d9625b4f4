import type { SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { activityText, errorReason } from './activityText.ts'
import { buildApprovedNamespaces, readRequestedNamespaces } from './buildApprovedNamespaces.ts'
import { dappInfoOf } from './sessionView.ts'
import { solanaAccounts } from './solanaAccounts.ts'
import { walletChainIds } from './walletAccounts.ts'
import type { WebWalletContext } from './webWalletContext.ts'

/**
 * Shows a dapp's connection proposal, with the chains approving would connect or why it cannot be approved.
 *
 * @example
 * signClient.on('session_proposal', (event) => receiveProposal(context, event))
 */
export function receiveProposal(
  context: WebWalletContext,
  { id, params }: SignClientTypes.EventArguments['session_proposal'],
): void {
  const dapp = dappInfoOf(params.proposer.metadata, context.pageHost)
  let problem: string | undefined
  let approvable: number[] = []
  try {
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      address: context.state.address,
      chainIds: walletChainIds,
      solanaAddress: solanaAccounts[context.state.accountIndex]?.address,
    })
    approvable = (namespaces.eip155?.chains ?? []).map((chain) => Number(chain.split(':')[1]))
  } catch (error) {
    problem = errorReason(error)
  }
  const proposal = {
    id,
    dapp,
    requested: readRequestedNamespaces(params),
    problem,
    chainIds: approvable,
    expiresAt: params.expiryTimestamp * 1000,
  }
  context.setState({ proposals: [...context.state.proposals.filter((p) => p.id !== id), proposal] })
  context.log(activityText.proposal(dapp.name))
}

/**
 * Approves a connection proposal with the selected account on every devnet chain the dapp asked for.
 *
 * @example
 * await approveProposal(context, proposal.id)
 */
export async function approveProposal(context: WebWalletContext, id: number): Promise<void> {
  const signClient = context.requireClient()
  const proposal = context.state.proposals.find((p) => p.id === id)
  if (!proposal) return
  try {
    const namespaces = buildApprovedNamespaces({
      proposal: signClient.proposal.get(id),
      address: context.state.address,
      chainIds: walletChainIds,
      activeChainId: context.state.chainId,
      solanaAddress: solanaAccounts[context.state.accountIndex]?.address,
    })
    await signClient.approve({ id, namespaces })
    context.setState({ proposals: context.state.proposals.filter((p) => p.id !== id) })
    context.refreshSessions()
    context.log(activityText.approved(proposal.dapp.name), 'success')
  } catch (error) {
    // A proposal the client no longer has (expired, answered elsewhere) cannot be approved again.
    if (!signClient.proposal.keys.includes(id))
      context.setState({ proposals: context.state.proposals.filter((p) => p.id !== id) })
    context.log(activityText.error(errorReason(error)), 'error')
  }
}

/**
 * Rejects a connection proposal; the dapp is told the person said no.
 *
 * @example
 * await rejectProposal(context, proposal.id)
 */
export async function rejectProposal(context: WebWalletContext, id: number): Promise<void> {
  const signClient = context.requireClient()
  const proposal = context.state.proposals.find((p) => p.id === id)
  if (!proposal) return
  context.setState({ proposals: context.state.proposals.filter((p) => p.id !== id) })
  try {
    await signClient.reject({ id, reason: getSdkError('USER_REJECTED') })
    context.log(activityText.rejected(proposal.dapp.name))
  } catch (error) {
    context.log(activityText.error(errorReason(error)), 'error')
  }
}
