import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { AppMetadata } from '../options/types.ts'
import type { EIP1193Provider } from 'viem'

/** The wallet on the other end of a WalletConnect session (its metadata, §3 Session). */
export interface RemoteWalletPeer {
  /** Wallet name, e.g. "Portico Web Wallet". */
  name: string
  /** First icon the wallet declared, if any. */
  icon: string | undefined
  /** The wallet's website. */
  url: string | undefined
}

/** An approved WalletConnect session as core uses it (§3 Session and Namespace). */
export interface RemoteWalletSession {
  /** Session topic. */
  topic: string
  /** CAIP-10 accounts the wallet approved, every namespace, e.g. `eip155:31337:0xf39f…`. */
  accounts: readonly CaipAddress[]
  /** The wallet. */
  peer: RemoteWalletPeer
  /**
   * EIP-1193 provider for the session's eip155 accounts: requests go to the wallet over the relay (or to the
   * chain's RPC URL for safe reads), `eth_chainId` answers the chain in use, and it emits `accountsChanged`,
   * `chainChanged` and `disconnect` from the wallet's session events. `undefined` when eip155 was not approved.
   */
  eip155Provider: EIP1193Provider | undefined
  /** Sends a request of any approved namespace (solana, bip122…) to the wallet, for `chainId`. */
  request(parameters: { method: string; params?: unknown }, chainId: CaipNetworkId): Promise<unknown>
  /** Namespaces the wallet approved. */
  namespaces: readonly ChainNamespace[]
}

/** What the wallet did to the session after it was approved (§4 Wallet session). */
export type RemoteWalletSessionEvent =
  /** `session_update`: the namespaces (accounts) were replaced. */
  | { type: 'updated'; session: RemoteWalletSession }
  /** `session_delete` from the wallet, or the session expired: it is gone. */
  | { type: 'deleted' }

/** A pairing URI waiting for a wallet to scan or open it. */
export interface WalletConnectPairing {
  /** `wc:…@2?relay-protocol=irn&symKey=…&expiryTimestamp=…` */
  uri: string
  /** When the pairing expires, ms since epoch (§4: 4 minutes after it starts). */
  expiresAt: number
}

/** Parameters of {@link WalletConnectConnector.connect}. */
export interface WalletConnectConnectParameters {
  /** Networks the app supports; the session proposes them as optional namespaces. */
  networks: readonly CaipNetwork[]
  /** Called once the pairing URI exists (before the wallet answers). */
  onPairing(pairing: WalletConnectPairing): void
  /** Aborts waiting for the wallet (the modal closed, or a new pairing replaced this one). */
  signal?: AbortSignal | undefined
}

/**
 * A WalletConnect client as core drives it (`@portico/walletconnect` implements it on
 * `@walletconnect/sign-client`). Core never imports the implementation: a UI package hands core a loader
 * ({@link WalletConnectConnectorLoader}), so the sign client is only fetched when someone connects remotely or a
 * stored session is restored.
 */
export interface WalletConnectConnector {
  /**
   * Starts a pairing, reports its URI through `onPairing`, and resolves when the wallet approves the session.
   *
   * @throws {UserRejectedRequestError} when the wallet rejects the proposal.
   * @throws {Error} 'Request was aborted' when `signal` aborts first.
   */
  connect(parameters: WalletConnectConnectParameters): Promise<RemoteWalletSession>
  /** The session of an earlier visit, when it is still alive; `undefined` when there is none. */
  restore(): Promise<RemoteWalletSession | undefined>
  /**
   * Ends a session (the wallet is told with `session_delete`) and forgets it: the one with `topic`, or the one in
   * use. Ending a session that a newer one already replaced leaves the newer one alone. Never throws.
   */
  disconnect(topic?: string): Promise<void>
  /** Calls `listener` when the wallet updates or ends the session; returns the unsubscribe. */
  onSessionEvent(listener: (event: RemoteWalletSessionEvent) => void): () => void
}

/** What a loader is given to build the connector. */
export interface WalletConnectConnectorConfig {
  /** The app's project id. */
  projectId: string
  /** WebSocket URL of the WalletConnect relay, e.g. `ws://127.0.0.1:8788`. */
  relayUrl: string
  /** The app's description, shown by the wallet in the proposal. */
  metadata: AppMetadata
  /** Networks the app supports (their RPC URLs answer safe reads). */
  networks: readonly CaipNetwork[]
}

/** Loads and creates the WalletConnect connector on first use (a dynamic import keeps it off the page). */
export type WalletConnectConnectorLoader = (
  config: WalletConnectConnectorConfig,
) => Promise<WalletConnectConnector>
