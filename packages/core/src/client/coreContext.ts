import type { CaipNetwork } from '@portico/common'
import type { AccountStore } from '../account/accountStore.ts'
import type { ChainStore } from '../chain/chainStore.ts'
import type { ConnectionStore } from '../connection/connectionStore.ts'
import type { WalletConnectionStore } from '../connection/walletConnectionStore.ts'
import type { ConnectorsStore } from '../connectors/connectorsStore.ts'
import type { EventsStore } from '../events/eventsStore.ts'
import type { ModalStore } from '../modal/modalStore.ts'
import type { OptionsStore } from '../options/optionsStore.ts'
import type { RouterStore } from '../router/routerStore.ts'
import type { SiwxStore } from '../siwx/siwxStore.ts'
import type { SendStore } from '../send/sendStore.ts'
import type { SwapStore } from '../swap/swapStore.ts'
import type { HistoryStore } from '../history/historyStore.ts'
import type { NamesStore } from '../names/namesStore.ts'
import type { SafeStorage } from '../storage/createSafeStorage.ts'
import type { ThemeStore } from '../theme/themeStore.ts'
import type { ToastStore } from '../toast/toastStore.ts'
import type { WalletsStore } from '../wallets/walletsStore.ts'
import type { WalletConnectConnector } from '../walletConnect/walletConnectConnector.ts'
import type { AuthStore } from '../auth/authStore.ts'
import type { EmbeddedWallet } from '../auth/embeddedWallet.ts'

/** The embedded wallet's auth connector, as far as navigation needs it (issue 7 provides it). */
export interface AuthConnectorHandle {
  /** Reloads the connector, e.g. after a Farcaster sign-in was abandoned (§2). */
  reload(): void
  /**
   * §4: across namespaces the embedded wallet reconnects on the new chain; when this is missing or fails, the
   * namespace's adapter is used instead.
   */
  switchNetwork?(caipNetwork: CaipNetwork): Promise<void>
}

/** A wallet request waiting for its answer (§4: closing the modal rejects the non-safe ones). */
export interface OpenRequest {
  /** RPC method asked. */
  method: string
  /** Settles the request with `error`. */
  reject(error: Error): void
}

/** One store per domain; UI layers subscribe to them and never write to them directly. */
export interface CoreStores {
  options: OptionsStore
  theme: ThemeStore
  modal: ModalStore
  router: RouterStore
  connectors: ConnectorsStore
  connection: ConnectionStore
  account: AccountStore
  chain: ChainStore
  siwx: SiwxStore
  toast: ToastStore
  walletConnection: WalletConnectionStore
  events: EventsStore
  send: SendStore
  swap: SwapStore
  history: HistoryStore
  names: NamesStore
  wallets: WalletsStore
  /** The embedded wallet's login and email update in progress. */
  auth: AuthStore
}

/** What every core action receives: the instance's stores and its outside world. */
export interface CoreContext {
  stores: CoreStores
  /** `fetch` used for Portico API calls; injectable so tests run without a server. */
  fetch: typeof fetch
  /** Local storage that never throws (§3, §8). */
  storage: SafeStorage
  /** Whether the page runs on a mobile device; decides the no-adapter default view (§2). */
  isMobile: () => boolean
  /** Embedded-wallet auth connector, once one is set up. */
  authConnector: AuthConnectorHandle | undefined
  /** Non-safe wallet requests still waiting for the wallet (§4). */
  openRequests: Set<OpenRequest>
  /**
   * The WalletConnect connector, loaded on first use (the same promise every call); `undefined` when the UI
   * layer gave no loader, and remote wallets cannot connect.
   */
  walletConnect: (() => Promise<WalletConnectConnector>) | undefined
  /**
   * The embedded wallet (the secure site's iframe), loaded on first use (the same promise every call);
   * `undefined` when the UI layer gave no loader, and email and social logins cannot run.
   */
  embeddedWallet: (() => Promise<EmbeddedWallet>) | undefined
}
