import type { CaipNetworkId } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import type { ConnectorType } from '../connectors/types.ts'

/**
 * A connection an adapter made on its own (a library's hooks, its reconnect), which core adopts as if its modal
 * had made it (§4 records, storage, CONNECT_SUCCESS) without asking the wallet again.
 */
export interface AdapterConnection {
  /** Active account (checksummed for eip155). */
  address: string
  /** Chain the wallet is on. */
  chainId: number | string
  /** Every account the wallet exposes, active first. */
  accounts: readonly string[]
  /** Connector id (the wallet's rdns for announced wallets). */
  connectorId: string
  /** The wallet's EIP-1193 provider. */
  provider: EIP1193Provider
  /** Wallet name. */
  name: string
  /** Wallet icon, when the connector has one. */
  icon?: string | undefined
  /** Kind of connector. */
  connectorType: ConnectorType
  /** Whether the connection was restored from an earlier visit (CONNECT_SUCCESS's `reconnect`). */
  reconnect?: boolean | undefined
}

/** What a {@link ChainAdapter} reports about the connected wallet, by event name. */
export interface ChainAdapterEventMap {
  /** The wallet exposes other accounts; the first is the active one. */
  accountsChanged: { address: string; accounts: readonly string[] }
  /** The wallet moved to another chain. */
  chainChanged: { chainId: number | string; caipNetworkId: CaipNetworkId }
  /** The wallet ended the connection (no account left, EIP-1193 `disconnect`, or `disconnect()`). */
  disconnect: undefined
  /**
   * Optional: a connection the adapter's library made itself (not through {@link ChainAdapter.connect}); core
   * adopts it. Never reported for a connection core asked for.
   */
  connect: AdapterConnection
}

/** Name of a {@link ChainAdapterEventMap} event. */
export type ChainAdapterEvent = keyof ChainAdapterEventMap

/** A listener of one {@link ChainAdapterEventMap} event. */
export type ChainAdapterListener<E extends ChainAdapterEvent> = (payload: ChainAdapterEventMap[E]) => void
