import type { CoreContext } from '../client/coreContext.ts'
import type { Connector } from '../connectors/types.ts'
import {
  getConnectedConnectorId,
  getConnectedNamespaces,
  removeConnectedConnector,
} from '../storage/connectedNamespaces.ts'
import { getRecentWallets } from '../storage/recentWallets.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/remoteWalletConnector.ts'
import { AUTH_CONNECTOR_ID } from '../auth/embeddedWallet.ts'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import { findAdapter } from './findAdapter.ts'

/**
 * How long reconnection waits for a saved wallet to announce itself (EIP-6963 announcements arrive after the
 * page's scripts run; an extension that is gone never announces).
 */
export const RECONNECT_ANNOUNCE_WAIT_MS = 1_000

/** The running reconnection of each context: §4, reconnections run one at a time. */
const running = new WeakMap<CoreContext, Promise<boolean>>()

/**
 * Connectors to try, recently used wallet first (§4), then the stored connector of the namespace; each once.
 */
export function reconnectCandidates(context: CoreContext): string[] {
  const ids = getRecentWallets(context.storage).map(({ id }) => id)
  const stored = getConnectedConnectorId(context.storage, 'eip155')
  if (stored !== undefined) ids.push(stored)
  // A WalletConnect session is restored from the sign client's storage, not found among announced wallets.
  // The embedded wallet is synced with its secure site, not found among announced wallets either.
  return [...new Set(ids)].filter((id) => id !== WALLET_CONNECT_CONNECTOR_ID && id !== AUTH_CONNECTOR_ID)
}

function waitForConnector(
  context: CoreContext,
  id: string,
  timeoutMs: number,
): Promise<Connector | undefined> {
  const find = () => context.stores.connectors.getState().connectors.find((connector) => connector.id === id)
  const found = find()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe()
      resolve(find())
    }, timeoutMs)
    const unsubscribe = context.stores.connectors.subscribe(() => {
      const connector = find()
      if (!connector) return
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    })
  })
}

/**
 * Lets the adapter's library restore its own connection (e.g. wagmi's reconnect) and adopts what it restored;
 * a failure is logged and counts as nothing restored.
 */
async function reconnectThroughAdapter(
  context: CoreContext,
  adapter: ChainAdapter & Required<Pick<ChainAdapter, 'reconnect'>>,
): Promise<boolean> {
  try {
    const restored = await adapter.reconnect()
    if (restored) {
      const { adoptAdapterConnection } = await import('./adoptAdapterConnection.ts')
      adoptAdapterConnection(context, { ...restored, reconnect: true })
    }
  } catch (error) {
    console.warn('[portico] the adapter could not restore the connection of the last visit', error)
  }
  return context.stores.connection.getState().connections.eip155 !== undefined
}

function hasReconnect(
  adapter: ChainAdapter | undefined,
): adapter is ChainAdapter & Required<Pick<ChainAdapter, 'reconnect'>> {
  return adapter?.reconnect !== undefined
}

async function reconnectOnce(context: CoreContext): Promise<boolean> {
  const { account, connection } = context.stores
  const adapter = findAdapter(context, 'eip155')
  // The library keeps its own record of the last connection (wagmi's storage): it is asked even when ours is empty.
  if (!getConnectedNamespaces(context.storage).includes('eip155'))
    return hasReconnect(adapter) ? reconnectThroughAdapter(context, adapter) : false
  if (connection.getState().connections.eip155) return true
  account.setState({ status: 'connecting' })
  connection.setState({ reconnecting: true })
  try {
    if (getConnectedConnectorId(context.storage, 'eip155') === AUTH_CONNECTOR_ID) {
      // §4 auth connector sync; loaded only when the last visit used the embedded wallet.
      const { syncAuthConnector } = await import('../auth/syncAuthConnector.ts')
      return await syncAuthConnector(context)
    }
    if (getConnectedConnectorId(context.storage, 'eip155') === WALLET_CONNECT_CONNECTOR_ID) {
      // A session that cannot be restored (relay down, wallet gone) leaves the injected wallets to try.
      // Loaded only when the last visit used a remote wallet: the host page does not carry that code.
      const restored = await import('../walletConnect/restoreWalletConnect.ts')
        .then(({ restoreWalletConnect }) => restoreWalletConnect(context))
        .catch((error: unknown) => {
          console.warn('[portico] the WalletConnect session of the last visit could not be restored', error)
          return false
        })
      if (restored) return true
    }
    // An adapter that restores its own connections (wagmi) is awaited instead of asking the saved wallets here,
    // so the two never race or prompt twice.
    if (hasReconnect(adapter)) {
      if (await reconnectThroughAdapter(context, adapter)) return true
    } else {
      for (const id of reconnectCandidates(context)) {
        const connector = await waitForConnector(context, id, RECONNECT_ANNOUNCE_WAIT_MS)
        if (!connector) continue
        try {
          // Loaded only when a saved wallet is there to reconnect: a first visit's page does not carry it.
          const { connectConnector } = await import('./connectInjected.ts')
          await connectConnector(context, connector, { silent: true })
          return true
        } catch {
          // This wallet no longer authorises the site (or failed); §4 goes on with the next saved one.
          continue
        }
      }
    }
    // §4: no saved wallet reauthorised: disconnected, with no current connection and nothing stored.
    account.setState({ status: 'disconnected' })
    connection.setState({ connectorId: undefined, error: undefined })
    removeConnectedConnector(context.storage, 'eip155')
    context.storage.removeItem(STORAGE_KEYS.connectionStatus)
    return false
  } finally {
    connection.setState({ reconnecting: false })
  }
}

/**
 * §4 reconnection: when storage says eip155 was connected, the status becomes connecting and the saved
 * wallets are asked, recently used first and one at a time, for accounts they still authorise
 * (`eth_accounts`, never a prompt). The first that answers is connected; if none does, the status becomes
 * disconnected and the stored connector id is removed. When the eip155 adapter restores connections itself
 * (`reconnect`, e.g. wagmi), it is awaited instead of the saved wallets, and what it restored is adopted.
 * Concurrent calls share one run.
 *
 * @returns whether a wallet reconnected.
 *
 * @example
 * const core = createAppKitCore(options)
 * await core.reconnect() // true when the wallet of the last visit still authorises the site
 */
export function reconnect(context: CoreContext): Promise<boolean> {
  const current = running.get(context)
  if (current) return current
  const run = reconnectOnce(context).finally(() => running.delete(context))
  running.set(context, run)
  return run
}
