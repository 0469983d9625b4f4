import { DisconnectFailedError, PorticoError, type ChainNamespace } from '@portico/common'
import { initialAccountState } from '../account/accountStore.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { resetView } from '../router/resetView.ts'
import { resetSendDraft } from '../send/resetSendDraft.ts'
import { getConnectedNamespaces, removeConnectedConnector } from '../storage/connectedNamespaces.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import type { NamespaceConnection, RecentConnection } from './connectionStore.ts'
import { initialConnectionState } from './connectionStore.ts'

/** Parameters of {@link disconnect}. */
export interface DisconnectParameters {
  /** Namespace to disconnect; default every connected namespace. */
  namespace?: ChainNamespace | undefined
  /** Internal clean-up before a new connect: nothing is tracked and the view stays. */
  silent?: boolean | undefined
}

/** Connector kinds whose one session spans several namespaces (§4 cascade). */
const CASCADING_TYPES = new Set(['WALLET_CONNECT', 'AUTH'])

/** §4: the namespaces a disconnect of `namespace` ends, the cascade included. */
export function namespacesToDisconnect(
  connections: Partial<Record<ChainNamespace, NamespaceConnection>>,
  namespace: ChainNamespace | undefined,
): ChainNamespace[] {
  const connected = Object.keys(connections) as ChainNamespace[]
  if (namespace === undefined) return connected
  const type = connections[namespace]?.connectorType
  if (type === undefined || !CASCADING_TYPES.has(type)) return [namespace]
  return [
    namespace,
    ...connected.filter((other) => other !== namespace && connections[other]?.connectorType === type),
  ]
}

/**
 * Ends the session of one namespace, or of all. §4: disconnecting a WalletConnect or auth connector also
 * disconnects the other namespaces connected through a connector of that kind; the adapter revokes the
 * wallet's permission where it can; the send draft, account and network state are reset; the stored
 * connector ids are removed; DISCONNECT_SUCCESS or DISCONNECT_ERROR is tracked. An open modal goes back to
 * Connect so it never shows an account that is gone.
 *
 * @throws {DisconnectFailedError} 'Failed to disconnect' when the adapter fails; the local state is reset
 * anyway, so nothing half-connected remains.
 *
 * @example
 * await disconnect(context) // every namespace
 * await disconnect(context, { namespace: 'eip155' })
 */
export async function disconnect(
  context: CoreContext,
  { namespace, silent = false }: DisconnectParameters = {},
): Promise<void> {
  const { connection, account, chain, options } = context.stores
  const { connections } = connection.getState()
  const targets = namespacesToDisconnect(connections, namespace)
  // A connection that is still being made, or was restored from storage only, has no record yet.
  const endsEip155 = namespace === undefined || namespace === 'eip155'
  if (endsEip155 && !targets.includes('eip155')) targets.push('eip155')

  let failure: unknown
  // A WalletConnect session spans its namespaces: it is ended once, however many of them it served.
  const endedSessions = new Set<() => Promise<void>>()
  for (const target of targets) {
    const record = connections[target]
    try {
      await record?.adapter?.disconnect({ provider: record.provider })
      if (record?.endSession && !endedSessions.has(record.endSession)) {
        endedSessions.add(record.endSession)
        await record.endSession()
      }
    } catch (error) {
      failure ??= error
    }
    removeConnectedConnector(context.storage, target)
  }

  const rest = { ...connection.getState().connections }
  for (const target of targets) delete rest[target]
  const recentConnections = rememberEnded(connections, targets, connection.getState().recentConnections)
  if (targets.includes('eip155')) {
    connection.getState().stopWatching?.()
    connection.setState({ ...initialConnectionState, connections: rest, recentConnections })
  } else {
    connection.setState({ connections: rest, recentConnections })
  }
  // The account store shows the active namespace: it is reset only when that namespace is among the ended.
  const activeNamespace = account.getState().caipAddress?.split(':')[0]
  const activeEnded = activeNamespace === undefined || targets.some((target) => target === activeNamespace)
  if (activeEnded) {
    resetSendDraft(context)
    account.setState(initialAccountState)
    chain.setState({ activeNetwork: options.getState().defaultNetwork })
  }
  if (getConnectedNamespaces(context.storage).length === 0) {
    context.storage.removeItem(STORAGE_KEYS.connectionStatus)
    context.storage.removeItem(STORAGE_KEYS.activeNamespace)
  }
  if (silent) return
  if (activeEnded) resetView(context, 'Connect')
  if (failure !== undefined) {
    const error =
      failure instanceof DisconnectFailedError ? failure : new DisconnectFailedError({ cause: failure })
    trackEvent(context, {
      type: 'track',
      event: 'DISCONNECT_ERROR',
      properties: { message: errorText(failure) },
    })
    throw error
  }
  trackEvent(context, { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespaces: targets } })
}

/** The recent connections with the ended ones first; one entry per connector and address. */
function rememberEnded(
  connections: Partial<Record<ChainNamespace, NamespaceConnection>>,
  targets: readonly ChainNamespace[],
  recent: readonly RecentConnection[],
): readonly RecentConnection[] {
  const ended = targets.flatMap((namespace) => {
    const record = connections[namespace]
    if (!record) return []
    const { connectorId, connectorType, name, icon, caipAddress } = record
    return [{ namespace, connectorId, connectorType, name, icon, caipAddress }]
  })
  const key = ({ connectorId, caipAddress }: RecentConnection) => `${connectorId} ${caipAddress}`
  const endedKeys = new Set(ended.map(key))
  return [...ended, ...recent.filter((entry) => !endedKeys.has(key(entry)))]
}

function errorText(error: unknown): string {
  if (error instanceof PorticoError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
