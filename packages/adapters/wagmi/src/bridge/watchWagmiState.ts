import type { AdapterConnection } from '@portico/core'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import type { EIP1193Provider } from 'viem'
import { currentConnection, type CurrentConnection, type WagmiSession } from '../session.ts'

/** What the bridge last reported to core. */
interface Reported {
  uid: string
  address: string
  chainId: number
}

function connectorTypeOf(id: string, type: string): AdapterConnection['connectorType'] {
  if (id === AUTH_CONNECTOR_ID) return 'AUTH'
  if (id === WALLET_CONNECT_CONNECTOR_ID || type === 'walletConnect') return 'WALLET_CONNECT'
  if (type !== 'injected') return 'EXTERNAL'
  return id.includes('.') ? 'ANNOUNCED' : 'INJECTED'
}

/**
 * core's view of a wagmi connection: account, chain, connector and its provider.
 *
 * @example
 * const adopted = await toAdapterConnection(requireConnection(config), false)
 */
export async function toAdapterConnection(
  connection: CurrentConnection,
  reconnect: boolean,
): Promise<AdapterConnection> {
  const { connector } = connection
  const provider = (await connector.getProvider()) as EIP1193Provider
  return {
    address: connection.address,
    chainId: connection.chainId,
    accounts: connection.accounts,
    connectorId: connector.id,
    provider,
    name: connector.name,
    icon: connector.icon,
    connectorType: connectorTypeOf(connector.id, connector.type),
    reconnect,
  }
}

/**
 * Keeps core in step with wagmi: a connection wagmi made itself (its hooks' `connect`, its reconnect) is
 * reported as `connect`; a new account as `accountsChanged`, a new chain as `chainChanged`, and the end of the
 * connection as `disconnect`. Connects and disconnects core asked for (`session.own`) are not echoed back.
 *
 * @returns A function that stops watching.
 *
 * @example
 * const stop = watchWagmiState(session)
 */
export function watchWagmiState(session: WagmiSession): () => void {
  const { config, events } = session
  let reported: Reported | undefined
  let lastStatus = config.state.status
  let wasReconnecting = lastStatus === 'reconnecting'

  const sync = () => {
    const { status } = config.state
    if (status === 'reconnecting') wasReconnecting = true
    const previousStatus = lastStatus
    lastStatus = status
    const connection = currentConnection(config)
    if (!connection) {
      if (status === 'disconnected' && reported) {
        reported = undefined
        if (session.own.disconnects === 0) events.emit('disconnect', undefined)
      }
      return
    }
    const next = { uid: connection.connector.uid, address: connection.address, chainId: connection.chainId }
    const last = reported
    reported = next
    if (!last || last.uid !== next.uid) {
      const reconnect = wasReconnecting || previousStatus === 'reconnecting'
      wasReconnecting = false
      if (session.own.connects > 0) return
      toAdapterConnection(connection, reconnect).then(
        (adopted) => {
          // Only the connection that is still current is reported.
          if (reported?.uid === next.uid) events.emit('connect', adopted)
        },
        (error: unknown) => console.error('[portico] the wagmi connection could not be reported', error),
      )
      return
    }
    if (last.address !== next.address)
      events.emit('accountsChanged', { address: next.address, accounts: connection.accounts })
    if (last.chainId !== next.chainId)
      events.emit('chainChanged', { chainId: next.chainId, caipNetworkId: `eip155:${next.chainId}` })
  }
  sync()
  return config.subscribe((state) => state, sync)
}
