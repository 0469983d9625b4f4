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
  /**
   * AppKit's universal provider over the same sign client: the session the modal connected (any namespace),
   * `request(…, caipChainId)`, `connect({ optionalNamespaces })`, events. Absent when the connector has none.
   */
  readonly universalProvider?: UniversalProvider | undefined
}

/** One namespace of a session proposal (CAIP-25): CAIP-2 chains, methods and events asked for. */
export interface UniversalProviderNamespace {
  /** CAIP-2 chain ids, e.g. `['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']`. */
  chains?: string[]
  /** JSON-RPC methods the app will call. */
  methods: string[]
  /** Events the app listens to. */
  events: string[]
}

/** Parameters of {@link UniversalProvider.connect}. */
export interface UniversalProviderConnectParameters {
  /** Required namespaces (deprecated in WalletConnect: a wallet lacking one refuses the whole proposal). */
  namespaces?: Record<string, UniversalProviderNamespace> | undefined
  /** Optional namespaces: the wallet approves the part it supports. */
  optionalNamespaces?: Record<string, UniversalProviderNamespace> | undefined
  /** An existing pairing to propose on (no new URI is shown). */
  pairingTopic?: string | undefined
  /** Free-form session properties sent with the proposal. */
  sessionProperties?: Record<string, string> | undefined
}

/** An approved WalletConnect session as the universal provider exposes it (`provider.session`). */
export interface UniversalProviderSession {
  /** Session topic. */
  topic: string
  /** Approved namespaces: CAIP-10 accounts, chains, methods and events per namespace. */
  namespaces: Record<string, { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }>
  /** The wallet and its metadata. */
  peer: { publicKey: string; metadata: { name: string; description: string; url: string; icons: string[] } }
  /** Expiry, seconds since epoch. */
  expiry: number
}

/** What {@link UniversalProvider} emits, by event name. */
export interface UniversalProviderEventMap {
  /** A pairing URI to show as a QR code or open as a deep link. */
  display_uri: string
  /** A session was approved (or restored) and is now the provider's. */
  connect: { session: UniversalProviderSession }
  /** The wallet replaced the session's namespaces. */
  session_update: { topic: string; session: UniversalProviderSession }
  /** The wallet emitted a session event (`accountsChanged`, `chainChanged`, `bip122_addressesChanged`…). */
  session_event: { topic: string; event: { name: string; data: unknown }; chainId: string }
  /** The wallet ended the session, or it expired. */
  session_delete: { topic: string }
  /** The session ended, from either side. */
  disconnect: { topic: string }
  /** The accounts of the chain in use changed (plain addresses). */
  accountsChanged: string[]
  /** The default chain changed (CAIP-2 id). */
  chainChanged: string
}

/**
 * AppKit's `UniversalProvider` as apps use it (`await appKit.getUniversalProvider()`): one WalletConnect session
 * over any CAIP namespace, requests routed by CAIP-2 chain id.
 */
export interface UniversalProvider {
  /** The session in use; `undefined` before `connect()` and after the session ended. */
  readonly session: UniversalProviderSession | undefined
  /**
   * Proposes a session (`display_uri` carries the pairing URI) and resolves with it once the wallet approves.
   * @throws {SignClientNotInitializedError} 'Sign Client not initialized' once the provider was closed.
   */
  connect(parameters: UniversalProviderConnectParameters): Promise<UniversalProviderSession>
  /**
   * Sends a JSON-RPC request for `chainId` (CAIP-2; default the chain in use) to the wallet.
   * @throws {RequestBeforeConnectError} 'Please call connect() before request()'
   * @throws {NamespaceNotConfiguredError} when the session has no such namespace.
   * @throws {JsonRpcProviderNotFoundError} when the wallet did not approve that chain.
   */
  request<T = unknown>(parameters: { method: string; params?: unknown }, chainId?: string): Promise<T>
  /** Ends the session (the wallet is told); emits `disconnect`. */
  disconnect(): Promise<void>
  /** Makes `chainId` (CAIP-2) the chain requests without a chain go to; emits `chainChanged`. */
  setDefaultChain(chainId: string): void
  /** Adds a listener. */
  on<E extends keyof UniversalProviderEventMap>(
    event: E,
    listener: (payload: UniversalProviderEventMap[E]) => void,
  ): UniversalProvider
  /** Adds a listener called once. */
  once<E extends keyof UniversalProviderEventMap>(
    event: E,
    listener: (payload: UniversalProviderEventMap[E]) => void,
  ): UniversalProvider
  /** Removes a listener. */
  off<E extends keyof UniversalProviderEventMap>(
    event: E,
    listener: (payload: UniversalProviderEventMap[E]) => void,
  ): UniversalProvider
  /** AppKit's other name for {@link UniversalProvider.off}. */
  removeListener<E extends keyof UniversalProviderEventMap>(
    event: E,
    listener: (payload: UniversalProviderEventMap[E]) => void,
  ): UniversalProvider
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
