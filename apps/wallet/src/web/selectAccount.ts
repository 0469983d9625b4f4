import { activityText, errorReason } from './activityText.ts'
import { chainForSession, emitToSession } from './announceToSessions.ts'
import { namespacesWithAddress } from './sessionView.ts'
import { walletAccounts } from './walletAccounts.ts'
import type { WebWalletContext } from './webWalletContext.ts'

/**
 * Selects a devnet account and tells every dapp (`accountsChanged`), adding it to sessions that lack it.
 *
 * @example
 * await selectAccount(context, 1)
 */
export async function selectAccount(context: WebWalletContext, index: number): Promise<void> {
  const account = walletAccounts[index]
  if (!account || index === context.state.accountIndex) return
  context.setState({ accountIndex: index, address: account.address })
  context.savePreferences()
  context.log(activityText.account(index, account.address))
  const client = context.client
  if (!client || context.state.phase !== 'ready') return
  for (const session of client.session.getAll()) {
    const namespaces = namespacesWithAddress(session, account.address)
    if (namespaces) {
      try {
        // The dapp's acknowledgement is not awaited: calling `acknowledged()` would only start a 5-minute timer.
        await client.update({ topic: session.topic, namespaces })
      } catch (error) {
        context.log(activityText.error(errorReason(error)), 'error')
        continue
      }
    }
    await emitToSession(
      context,
      context.findSession(session.topic) ?? session,
      'accountsChanged',
      chainForSession(context, session),
    )
  }
  context.refreshSessions()
}
