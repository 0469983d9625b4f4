import type { AdapterConnection } from '../adapters/chainAdapterEvents.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { parseChainId } from './parseChainId.ts'
import { recordConnection } from './recordConnection.ts'
import { toWalletError } from './toWalletError.ts'

/**
 * Adopts a connection an adapter's library made on its own (e.g. wagmi's `connect` or its reconnect) as the
 * eip155 connection, exactly as a connection made from the modal is recorded (§4: record, storage,
 * CONNECT_SUCCESS, account, balance), without asking the wallet again. A connection core is making itself, or
 * one equal to the current (same connector and account), is left alone; a connection of another wallet
 * replaces the current one.
 *
 * @returns whether the connection was adopted.
 * @throws {NoAccountsReturnedError} when the address is not an EVM address.
 *
 * @example
 * adapter.on('connect', (connection) => adoptAdapterConnection(context, connection))
 */
export function adoptAdapterConnection(context: CoreContext, adopted: AdapterConnection): boolean {
  const { connection } = context.stores
  const state = connection.getState()
  // The modal is connecting this very wallet: its own connect records it.
  if (state.attempt !== undefined && state.connectorId === adopted.connectorId) return false
  const current = state.connections.eip155
  const address = current?.caipAddress.split(':')[2]
  if (
    current?.connectorId === adopted.connectorId &&
    address?.toLowerCase() === adopted.address.toLowerCase()
  )
    return false
  // Another wallet took over in the library: the previous one is no longer followed.
  if (current) state.stopWatching?.()
  recordConnection(context, {
    connector: {
      id: adopted.connectorId,
      name: adopted.name,
      imageUrl: adopted.icon ?? '',
      type: adopted.connectorType,
    },
    provider: adopted.provider,
    address: adopted.address,
    chainId: parseChainId(adopted.chainId),
    method: 'browser',
    reconnect: adopted.reconnect ?? false,
    // The embedded wallet is never a recent wallet (§4).
    recentWallet: adopted.connectorType === 'AUTH' ? null : undefined,
  })
  return true
}

/**
 * {@link adoptAdapterConnection} for a connection an adapter reported (`watchAdapterConnections`): a failure is
 * named and kept for the Connect view, as a failed connect is, instead of being thrown to the adapter.
 *
 * @example
 * adapter.on('connect', (connection) => void adoptReportedConnection(context, connection))
 */
export function adoptReportedConnection(context: CoreContext, adopted: AdapterConnection): void {
  try {
    adoptAdapterConnection(context, adopted)
  } catch (error) {
    context.stores.connection.setState({ error: toWalletError('eth_accounts', error) })
  }
}
