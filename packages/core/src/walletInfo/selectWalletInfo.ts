import type { ConnectionState } from '../connection/connectionStore.ts'

/** AppKit's wallet info: the connected wallet's name and icon, and how it is identified. */
export interface WalletInfo {
  name: string
  icon: string | undefined
  /** The connector id (the wallet's rdns for announced wallets). */
  rdns: string
  /** Connector kind, e.g. `ANNOUNCED`. */
  type: string
}

/**
 * The connected wallet of the active namespace, `undefined` when none is.
 *
 * @example
 * selectWalletInfo(core.stores.connection.getState(), 'eip155') // { name: 'Portico Dev Wallet', … }
 */
export function selectWalletInfo(
  connection: ConnectionState,
  namespace: string | undefined,
): WalletInfo | undefined {
  const record = namespace
    ? connection.connections[namespace as keyof ConnectionState['connections']]
    : undefined
  if (!record) return undefined
  return { name: record.name, icon: record.icon, rdns: record.connectorId, type: record.connectorType }
}
