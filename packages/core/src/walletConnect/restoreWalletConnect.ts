import type { CoreContext } from '../client/coreContext.ts'
import { connectRemoteSession } from './connectWalletConnect.ts'
import { getWalletConnectConnector } from './getWalletConnectConnector.ts'

/**
 * §4 reconnection of a remote wallet: the WalletConnect session of the last visit, when the sign client still
 * holds it, is connected again without asking the wallet anything. Resolves to whether it was.
 *
 * @example
 * await restoreWalletConnect(context) // true after a reload with a live session
 */
export async function restoreWalletConnect(context: CoreContext): Promise<boolean> {
  if (!context.walletConnect) return false
  const connector = await getWalletConnectConnector(context)
  const session = await connector.restore()
  if (!session) return false
  await connectRemoteSession(context, connector, session, { silent: true })
  return true
}
