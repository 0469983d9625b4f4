import { RequestBeforeConnectError, type CaipNetwork } from '@portico/common'
import type { Config, Connector } from '@wagmi/core'
import type { Address } from 'viem'
import type { AdapterEvents } from '@portico/core'
import type { PorticoConnectorBinding } from './connectors/porticoConnector.ts'

/** What the adapter's actions share: the wagmi config, the networks and the bridge's bookkeeping. */
export interface WagmiSession {
  /** The wagmi config the adapter built. */
  readonly config: Config
  /** eip155 networks the app configured. */
  readonly networks: readonly CaipNetwork[]
  /** The adapter's events, which core listens to. */
  readonly events: AdapterEvents
  /** Providers core handed to Portico's own connectors (WalletConnect, the embedded wallet), by connector id. */
  readonly bindings: ReadonlyMap<string, PorticoConnectorBinding>
  /** Connects and disconnects core asked for, in flight: their state changes are not reported back to core. */
  own: { connects: number; disconnects: number }
}

/** The connection wagmi reports as current, when it is connected. */
export interface CurrentConnection {
  /** Active account. */
  address: Address
  /** Every account, active first. */
  accounts: readonly Address[]
  /** Chain the wallet is on. */
  chainId: number
  /** wagmi connector of the connection. */
  connector: Connector
}

/**
 * wagmi's current connection (read from the config's state, the same in wagmi 2 and 3), when connected.
 *
 * @example
 * const current = currentConnection(session.config)
 */
export function currentConnection(config: Config): CurrentConnection | undefined {
  const { status, current, connections } = config.state
  const connection = current ? connections.get(current) : undefined
  const address = connection?.accounts[0]
  if (status !== 'connected' || !connection || !address) return undefined
  return {
    address,
    accounts: connection.accounts,
    chainId: connection.chainId,
    connector: connection.connector,
  }
}

/**
 * wagmi's current connection, for a request that needs one.
 *
 * @throws {RequestBeforeConnectError} when wagmi is not connected (§8 'Please call connect() before request()').
 *
 * @example
 * const { connector } = requireConnection(session.config)
 */
export function requireConnection(config: Config): CurrentConnection {
  const connection = currentConnection(config)
  if (!connection) throw new RequestBeforeConnectError()
  return connection
}
