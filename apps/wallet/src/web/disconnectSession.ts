import { getSdkError } from '@walletconnect/utils'
import { activityText, errorReason } from './activityText.ts'
import type { WebWalletContext } from './webWalletContext.ts'

/**
 * Ends a session; the dapp is told.
 *
 * @example
 * await disconnectSession(context, session.topic)
 */
export async function disconnectSession(context: WebWalletContext, topic: string): Promise<void> {
  const signClient = context.requireClient()
  const dapp = context.dappNameOf(topic)
  try {
    await signClient.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
    context.log(activityText.disconnected(dapp))
  } catch (error) {
    context.log(activityText.error(errorReason(error)), 'error')
  }
  context.refreshSessions()
}
