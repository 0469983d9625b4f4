import type { SignClientTypes } from '@walletconnect/types'
import { activityText, errorReason } from './activityText.ts'
import { listenToSignClient } from './listenToSignClient.ts'
import { receiveProposal } from './proposalActions.ts'
import { startSignClient, type SignClientStorage } from './startSignClient.ts'
import type { WebWalletContext } from './webWalletContext.ts'

/** Parameters of {@link startWebWallet}. */
export interface StartWebWalletParameters {
  /** WebSocket URL of the relay. */
  relayUrl: string
  /** Project id sent to the relay. */
  projectId: string
  /** How the wallet introduces itself. */
  metadata: SignClientTypes.Metadata
  /** Where the sign client keeps keys and sessions; its own when omitted. */
  storage?: SignClientStorage | undefined
  /** Separates this wallet's storage from other clients'. */
  storagePrefix: string
}

/**
 * Connects the wallet to the relay, restores its sessions and unexpired proposals, and marks it ready; on
 * failure marks it failed and logs why.
 *
 * @example
 * await startWebWallet(context, { relayUrl, projectId, metadata, storagePrefix: 'portico-web-wallet' })
 */
export async function startWebWallet(
  context: WebWalletContext,
  parameters: StartWebWalletParameters,
): Promise<void> {
  context.log(activityText.starting(parameters.relayUrl))
  let client
  try {
    client = await startSignClient({
      relayUrl: parameters.relayUrl,
      projectId: parameters.projectId,
      metadata: parameters.metadata,
      storage: parameters.storage,
      storagePrefix: parameters.storagePrefix,
    })
  } catch (error) {
    context.setState({ phase: 'failed' })
    context.log(activityText.failed(parameters.relayUrl, errorReason(error)), 'error')
    return
  }
  context.client = client
  listenToSignClient(context, client)
  context.refreshSessions()
  // Proposals that arrived before a reload are still answerable until they expire.
  const now = Date.now()
  for (const proposal of client.proposal.getAll()) {
    if (proposal.expiryTimestamp * 1000 > now)
      receiveProposal(context, { id: proposal.id, params: proposal, verifyContext: {} as never })
  }
  context.setState({ phase: 'ready' })
  context.log(activityText.ready)
}
