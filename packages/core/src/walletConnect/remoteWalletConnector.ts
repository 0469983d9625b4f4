import { NoAccountsReturnedError } from '@portico/common'
import type { Connector } from '../connectors/types.ts'
import type { RemoteWalletSession } from './walletConnectConnector.ts'

/** Connector id of WalletConnect sessions, stored per namespace (§3) like an announced wallet's rdns. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * The core {@link Connector} of an approved WalletConnect session: the session's EIP-1193 provider under the
 * WalletConnect connector id, named after the wallet on the other end.
 *
 * @throws {NoAccountsReturnedError} when the wallet approved no eip155 account.
 *
 * @example
 * const connector = remoteWalletConnector(session) // { id: 'walletConnect', type: 'WALLET_CONNECT', … }
 */
export function remoteWalletConnector(session: RemoteWalletSession): Connector {
  if (!session.eip155Provider) throw new NoAccountsReturnedError()
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: session.peer.name,
    imageUrl: session.peer.icon ?? '',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    info: { rdns: WALLET_CONNECT_CONNECTOR_ID, uuid: session.topic },
    provider: session.eip155Provider,
  }
}
