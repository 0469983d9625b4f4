import { AuthInitializationError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { disconnect } from '../connection/disconnect.ts'
import { resetView } from '../router/resetView.ts'
import { removeConnectedConnector } from '../storage/connectedNamespaces.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import { showToast } from '../toast/showToast.ts'
import { connectEmbeddedUser } from './connectEmbeddedUser.ts'
import { clearEmbeddedSession } from './embeddedSessionCache.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

/**
 * §4 auth connector sync (part of reconnection, when the last visit used the embedded wallet): loading while
 * syncing; the secure site is asked whether its session is still connected (IS_CONNECTED) and, when it is,
 * for the user (GET_USER) on the active network, who is reconnected silently. Otherwise the account is
 * disconnected and the namespace removed from storage. §8: when the frame cannot load, the toast 'A problem
 * occurred while trying initialize authentication' shows, the wallet disconnects and the view resets to Connect.
 *
 * @returns whether the embedded wallet reconnected.
 *
 * @example
 * await syncAuthConnector(context) // true after a reload with a live session
 */
export async function syncAuthConnector(context: CoreContext): Promise<boolean> {
  const { auth, account, modal } = context.stores
  auth.setState({ syncing: true })
  modal.setState({ loading: true })
  account.setState({ status: 'connecting' })
  try {
    const wallet = await getEmbeddedWallet(context)
    const { isConnected } = await wallet.request('IS_CONNECTED', undefined)
    if (isConnected) {
      const active = context.stores.chain.getState().activeNetwork
      const user = await wallet.request('GET_USER', {
        chainId: active?.chainNamespace === 'eip155' ? active.caipNetworkId : undefined,
      })
      await connectEmbeddedUser(context, wallet, user, { silent: true })
      return true
    }
    // §4: the embedded wallet was active but its session is gone: disconnected, namespace removed.
    account.setState({ status: 'disconnected' })
    removeConnectedConnector(context.storage, 'eip155')
    context.storage.removeItem(STORAGE_KEYS.connectionStatus)
    context.storage.removeItem(STORAGE_KEYS.connectedSocialProvider)
    clearEmbeddedSession(context.storage)
    return false
  } catch (error) {
    const named =
      error instanceof AuthInitializationError ? error : new AuthInitializationError({ cause: error })
    console.warn('[portico] the embedded wallet could not be synced', error)
    showToast(context, { message: named.shortMessage, variant: 'error' })
    await disconnect(context, { namespace: 'eip155', silent: true }).catch((cause: unknown) =>
      console.warn('[portico] disconnecting the embedded wallet failed', cause),
    )
    clearEmbeddedSession(context.storage)
    resetView(context, 'Connect')
    return false
  } finally {
    auth.setState({ syncing: false })
    modal.setState({ loading: false })
  }
}
