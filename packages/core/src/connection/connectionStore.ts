import type { CaipAddress, ChainNamespace, PorticoError } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { ConnectorType } from '../connectors/types.ts'

/** §4: the connection of one namespace. */
export interface NamespaceConnection {
  /** Connector used, e.g. the wallet's rdns. */
  connectorId: string
  /** Its kind; disconnecting a WALLET_CONNECT or AUTH connection cascades to its other namespaces (§4). */
  connectorType: ConnectorType
  /** Wallet name, for `getWalletInfo` and events. */
  name: string
  /** Wallet icon. */
  icon: string | undefined
  /** Connected account of this namespace. */
  caipAddress: CaipAddress
  /** Provider requests go to. */
  provider: EIP1193Provider
  /** Adapter serving the namespace, when the app configured one. */
  adapter: ChainAdapter | undefined
  /** Ends the session at the wallet on disconnect (WalletConnect's `session_delete`); absent for injected wallets. */
  endSession?: (() => Promise<void>) | undefined
}

/** The wallet session behind the account: which connector, its provider, the last connect error. */
export interface ConnectionState {
  /** Connector being connected or connected; shown by the Connect view while it waits. */
  connectorId: string | undefined
  /** Provider of the connected wallet. */
  provider: EIP1193Provider | undefined
  /** Stops listening to the connected provider's events. */
  stopWatching: (() => void) | undefined
  /** Why the last connect failed; cleared by the next attempt. */
  error: PorticoError | undefined
  /** Marks the connect attempt in flight, so an answer to an older one is not applied. */
  attempt: symbol | undefined
  /** URL of a pending Farcaster sign-in; cleared when leaving its view (§2). */
  farcasterUrl: string | undefined
  /** §4: connections per namespace; the account store shows the active namespace's one. */
  connections: Partial<Record<ChainNamespace, NamespaceConnection>>
  /** Whether a reconnect from storage is running (§4: one at a time). */
  reconnecting: boolean
  /** Wallets disconnected in this page's life, newest first (AppKit's recent connections). */
  recentConnections: readonly RecentConnection[]
}

/** A wallet connection that ended: which connector, namespace and account it had. */
export interface RecentConnection {
  namespace: ChainNamespace
  connectorId: string
  connectorType: ConnectorType
  name: string
  icon: string | undefined
  caipAddress: CaipAddress
}

/** Store of {@link ConnectionState}. */
export type ConnectionStore = StoreApi<ConnectionState>

/** Nothing connected, no error. */
export const initialConnectionState: ConnectionState = {
  connectorId: undefined,
  provider: undefined,
  stopWatching: undefined,
  error: undefined,
  attempt: undefined,
  farcasterUrl: undefined,
  connections: {},
  reconnecting: false,
  recentConnections: [],
}

/** Creates the connection store with no session. */
export function createConnectionStore(): ConnectionStore {
  return createStore<ConnectionState>()(() => initialConnectionState)
}
