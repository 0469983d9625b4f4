import type { SessionTypes } from '@walletconnect/types'
import { activityText, errorReason } from './activityText.ts'
import { chainLabel } from './describeSessionRequest.ts'
import { dappInfoOf, sessionChainIds } from './sessionView.ts'
import type { WebWalletContext } from './webWalletContext.ts'

/**
 * The chain a session is told it is on: the wallet's, when the session approved it.
 *
 * @example
 * await emitToSession(context, session, 'accountsChanged', chainForSession(context, session))
 */
export function chainForSession(context: WebWalletContext, session: SessionTypes.Struct): number {
  const approved = sessionChainIds(session)
  return approved.includes(context.state.chainId)
    ? context.state.chainId
    : (approved[0] ?? context.state.chainId)
}

/**
 * Tells one dapp the wallet's account or chain changed; logs whether it worked.
 *
 * @example
 * await emitToSession(context, session, 'chainChanged', 31337)
 */
export async function emitToSession(
  context: WebWalletContext,
  session: SessionTypes.Struct,
  name: 'accountsChanged' | 'chainChanged',
  chainId: number,
): Promise<void> {
  const dapp = dappInfoOf(session.peer.metadata, context.pageHost).name
  const data = name === 'accountsChanged' ? [context.state.address] : chainId
  try {
    await context.client!.emit({ topic: session.topic, event: { name, data }, chainId: `eip155:${chainId}` })
    context.log(
      activityText.told(
        dapp,
        name === 'accountsChanged' ? `account ${context.state.address}` : chainLabel(chainId),
      ),
    )
  } catch (error) {
    context.log(activityText.failedToTell(dapp, name, errorReason(error)), 'error')
  }
}

/**
 * Tells every dapp that approved `chainId` that the wallet is on it (`chainChanged`); logs the others.
 *
 * @example
 * await announceChain(context, 31338)
 */
export async function announceChain(context: WebWalletContext, chainId: number): Promise<void> {
  for (const session of context.client?.session.getAll() ?? []) {
    if (sessionChainIds(session).includes(chainId))
      await emitToSession(context, session, 'chainChanged', chainId)
    else
      context.log(
        activityText.chainNotApproved(dappInfoOf(session.peer.metadata, context.pageHost).name, chainId),
      )
  }
}
