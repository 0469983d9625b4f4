import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import { addNetwork } from '../chain/addNetwork.ts'
import { removeNetwork } from '../chain/removeNetwork.ts'
import { createStore as createAnnouncedProviderStore } from 'mipd'
import { reconnect } from '../connection/reconnect.ts'
import { watchAdapterConnections } from '../connection/watchAdapterConnections.ts'
import { watchAdapterConnectors } from '../connectors/watchAdapterConnectors.ts'
import { restoreActiveNetwork } from '../chain/restoreActiveNetwork.ts'
import { startAnalyticsLazily } from '../analytics/startAnalyticsLazily.ts'
import type { EventsState } from '../events/eventsStore.ts'
import type { ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import type { RequestWalletParameters } from '../rpc/requestWallet.ts'
import { watchSignIn } from '../siwx/watchSignIn.ts'
import { watchIdentity } from '../identity/watchIdentity.ts'
import { setThemeVariables } from '../theme/setThemeVariables.ts'
import type { ThemeState, ThemeVariables } from '../theme/themeStore.ts'
import { selectWalletInfo, type WalletInfo } from '../walletInfo/selectWalletInfo.ts'
import {
  watchAnnouncedConnectors,
  type AnnouncedProviderSource,
} from '../connectors/watchAnnouncedConnectors.ts'
import { closeModal } from '../modal/closeModal.ts'
import { openModal, type OpenModalParameters } from '../modal/openModal.ts'
import type { AppKitOptions, ResolvedAppKitOptions } from '../options/types.ts'
import { validateOptions } from '../options/validateOptions.ts'
import { reportOptionNotices } from '../options/reportOptionNotices.ts'
import { goBack } from '../router/goBack.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import type { StorageLike } from '../storage/createMemoryStorage.ts'
import { setThemeMode } from '../theme/setThemeMode.ts'
import type { ThemeMode } from '../theme/themeStore.ts'
import type { CoreContext, CoreStores } from './coreContext.ts'
import { createCoreContext } from './createCoreContext.ts'
import { createAppKitCompatMethods, type AppKitCompatMethods } from './appKitCompatMethods.ts'
import type { ConnectWalletConnectParameters } from '../walletConnect/connectWalletConnect.ts'
import { loadOnce } from '../walletConnect/loadOnce.ts'
import type { WalletConnectConnectorLoader } from '../walletConnect/walletConnectConnector.ts'
import type { EmbeddedWalletLoader } from '../auth/embeddedWallet.ts'
import { embeddedWalletLoader } from '../auth/embeddedWalletLoader.ts'
import {
  selectPublicAccount,
  selectPublicNetwork,
  selectPublicState,
  type PublicAccount,
  type PublicNetwork,
  type PublicState,
} from './publicState.ts'

/** What the environment provides; tests pass fakes, apps pass nothing. */
export interface CoreDependencies {
  /** Used for Portico API calls (default: the global `fetch`, looked up at call time). */
  fetch?: typeof fetch | undefined
  /** EIP-6963 announcements (default: mipd's store, which listens on `window` when there is one). */
  announcedProviders?: AnnouncedProviderSource | undefined
  /** Local storage (default `window.localStorage` when present, else in memory); failures are logged (§8). */
  storage?: StorageLike | undefined
  /** Whether the page runs on a mobile device (default: from the user agent); §2 picks views by it. */
  isMobile?: (() => boolean) | undefined
  /**
   * Loads the WalletConnect connector on first use (`@portico/react` passes a dynamic import of
   * `@portico/walletconnect`); without it remote wallets cannot connect ('Sign Client not initialized').
   */
  walletConnect?: WalletConnectConnectorLoader | undefined
  /**
   * Loads the embedded wallet (the secure site's iframe) on first use (`@portico/react` passes a dynamic import
   * of `@portico/embedded`); without it email and social logins fail with 'Unable to load email login
   * dependency'.
   */
  embeddedWallet?: EmbeddedWalletLoader | undefined
}

/** A Portico client without UI; `@portico/react` renders it. AppKit's instance methods, all of them. */
export interface AppKitCore extends AppKitCompatMethods {
  /** The instance's stores, for UI bindings; read and subscribe, change them through the methods. */
  readonly stores: CoreStores
  /**
   * The instance's context, for UI layers that call core's feature actions (swap, send, names, history), e.g.
   * `initializeSwap(core.context)`.
   */
  readonly context: CoreContext
  /**
   * Opens the modal at the default view (§2) or the view (Portico's or AppKit's name) and namespace given;
   * Swap and WalletSend `arguments` fill in the swap or send draft, a `uri` is shown as the QR code.
   */
  open(options?: OpenModalParameters): Promise<void>
  /** Closes the modal, unless sign-in is required and missing (§2); embedded, resets the view. */
  close(): Promise<void>
  /** Returns to the previous view, or closes the modal on the first one (§2). */
  goBack(): void
  /** Connects the announced wallet whose connector id (rdns) is given. */
  connect(connectorId: string): Promise<ConnectInjectedReturnType>
  /**
   * Connects a remote wallet over WalletConnect: the pairing URI appears in `stores.walletConnection` for the
   * QR code and deep links, and the promise settles when the wallet approves or rejects.
   * @throws {UserRejectedRequestError | SignClientNotInitializedError | RequestAbortedError}
   */
  connectWalletConnect(parameters?: ConnectWalletConnectParameters): Promise<ConnectInjectedReturnType>
  /**
   * Disconnects one namespace, or all when none is given; §4: a WalletConnect or auth connection also ends its
   * other namespaces.
   * @throws {DisconnectFailedError} 'Failed to disconnect' (the local state is reset anyway).
   */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /**
   * §4: reconnects the wallet of the last visit, recently used first, without prompting; runs once at
   * creation, and concurrent calls share one run. Resolves to whether a wallet reconnected.
   */
  reconnect(): Promise<boolean>
  /**
   * Makes `network` active: through the wallet when connected (§4), resetting the send draft.
   * @throws {NetworkNotFoundError | NamespaceNotConfiguredError | SwitchChainNotApprovedError | UserRejectedRequestError}
   */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** §2: switches back to the default network when the active one is not listed (UnsupportedChain's action). */
  switchBackToListedNetwork(): Promise<boolean>
  /**
   * Sends an RPC request to the connected wallet with §4's rules (known methods only; closing the modal rejects
   * open signing requests; on success the balance refreshes).
   */
  request(parameters: RequestWalletParameters): Promise<unknown>
  /** Modal and network state. */
  getState(): PublicState
  /** Calls `listener` whenever {@link AppKitCore.getState} changes. */
  subscribeState(listener: (state: PublicState) => void): () => void
  /** Connected account (of `namespace` when given), with `allAccounts` and `embeddedWalletInfo`. */
  getAccount(namespace?: ChainNamespace): PublicAccount
  /** Calls `listener` whenever the account (of `namespace` when given) changes. */
  subscribeAccount(listener: (account: PublicAccount) => void, namespace?: ChainNamespace): () => void
  /** Active network (of `namespace` when given), `undefined` while the wallet is on an unsupported one. */
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  /** Calls `listener` whenever the active network changes. */
  subscribeNetwork(listener: (network: PublicNetwork) => void): () => void
  /** Namespace of the active network or connection. */
  getActiveChainNamespace(): ChainNamespace | undefined
  /** Checksummed address of the connected account (of `namespace` when given). */
  getAddress(namespace?: ChainNamespace): string | undefined
  /** `namespace:chainId:address` of the connected account (of `namespace` when given). */
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  /**
   * Adds a network; its namespace needs an adapter (§5). AppKit's form `addNetwork(namespace, network)` works too.
   */
  addNetwork(network: CaipNetwork): void
  addNetwork(namespace: ChainNamespace, network: CaipNetwork): void
  /**
   * Removes a network; refused (`false`) while connected (§4). AppKit's form `removeNetwork(namespace, chainId)`
   * works too.
   * @throws 'Cannot remove last network for a namespace', 'Network with ID {id} not found' (§8).
   */
  removeNetwork(caipNetworkId: CaipNetworkId): boolean
  removeNetwork(namespace: ChainNamespace, networkId: number | string): boolean
  /** Current theme mode. */
  getThemeMode(): ThemeMode
  /** Switches between dark and light. */
  setThemeMode(themeMode: ThemeMode): void
  /** Variables the app set (AppKit's `--w3m-*` names). */
  getThemeVariables(): ThemeVariables
  /** Merges theme variables; `undefined` returns one to its default. @throws {InvalidOptionsError} */
  setThemeVariables(variables: ThemeVariables): void
  /** Calls `listener` whenever the theme mode or variables change. */
  subscribeTheme(listener: (theme: ThemeState) => void): () => void
  /** Calls `listener` with every tracked event (AppKit's `{ timestamp, data: { type, event, properties } }`). */
  subscribeEvents(listener: (event: EventsState) => void): () => void
  /** The connected wallet of the active namespace, or of `namespace`. */
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined
  /** Calls `listener` whenever the connected wallet (of `namespace` when given) changes. */
  subscribeWalletInfo(
    listener: (walletInfo: WalletInfo | undefined) => void,
    namespace?: ChainNamespace,
  ): () => void
  /** Reads the connected account's native balance afresh (bypassing the API's 30 s cache) into the account store. */
  refreshBalance(): Promise<void>
  /** §4 sign-in: signs the SIWX message of the connected account and closes the modal. @throws {SignatureDeclinedError} */
  signIn(): Promise<void>
  /** §4 sign-in cancel: disconnects when sign-in is required, otherwise closes the modal. */
  cancelSignIn(): Promise<void>
  /** Stops listening to wallets and announcements; the instance is unusable afterwards. */
  destroy(): void
}

/**
 * Creates a Portico client: validates the options (§5), discovers EIP-6963 wallets and exposes the actions
 * of the modal. Nothing touches `window` unless it exists, so this runs during server rendering too.
 *
 * @throws {ProjectIdNotConfiguredError} when `projectId` is missing (§8).
 * @throws {InvalidOptionsError} when another option has the wrong shape.
 *
 * @example
 * const core = createAppKitCore({ projectId: 'demo', networks: [porticoDevnet] })
 * await core.open()
 * await core.connect('io.portico.devwallet')
 */
export function createAppKitCore(options: AppKitOptions, dependencies: CoreDependencies = {}): AppKitCore {
  const resolved = validateOptions(options)
  // AppKit's adapters may be built without networks (`new EthersAdapter()`): they learn the app's here.
  for (const adapter of resolved.adapters ?? []) adapter.setNetworks?.(resolved.networks)
  void reportOptionNotices(options)
  const fetchFromApi = dependencies.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const context = createCoreContext(resolved, {
    fetch: fetchFromApi,
    storage: createSafeStorage({ storage: dependencies.storage }),
    isMobile: dependencies.isMobile,
    walletConnect: dependencies.walletConnect && walletConnectLoader(resolved, dependencies.walletConnect),
  })
  if (dependencies.embeddedWallet)
    context.embeddedWallet = embeddedWalletLoader(context, dependencies.embeddedWallet)
  const { stores } = context
  const source = dependencies.announcedProviders ?? createAnnouncedProviderStore()
  const stopWatchingConnectors = watchAnnouncedConnectors(context, source)
  // An adapter with its own connectors (wagmi) lists them, and connections its library makes are adopted.
  const stopWatchingAdapterConnectors = watchAdapterConnectors(context)
  const stopWatchingAdapterConnections = watchAdapterConnections(context)
  restoreActiveNetwork(context)
  const analytics = startAnalyticsLazily(context)
  const stopWatchingIdentity = watchIdentity(context)
  const stopWatchingSignIn = watchSignIn(context)
  // §4: the wallet of the last visit reconnects on its own (unless enableReconnect is false); failures leave the
  // account disconnected. Either way the instance is initialized afterwards.
  const reconnected = resolved.enableReconnect ? reconnect(context) : Promise.resolve(false)
  void reconnected.finally(() => stores.modal.setState({ initialized: true }))
  // §2: a redirect-mode social login comes back with result_uri; its code loads only then.
  if (context.embeddedWallet && globalThis.location?.search.includes('result_uri=')) {
    import('../auth/completeSocialRedirect.ts')
      .then(({ completeSocialRedirect }) => completeSocialRedirect(context))
      .catch((error: unknown) => console.warn('[portico] the social login could not be completed', error))
  }
  const walletInfo = (namespace?: ChainNamespace) =>
    selectWalletInfo(
      stores.connection.getState(),
      namespace ?? stores.account.getState().caipAddress?.split(':')[0],
    )
  const accountOf = (namespace?: ChainNamespace) =>
    selectPublicAccount(stores.account.getState(), stores.connection.getState(), namespace)
  const caipAddressOf = (namespace?: ChainNamespace): CaipAddress | undefined =>
    namespace === undefined
      ? stores.account.getState().caipAddress
      : stores.connection.getState().connections[namespace]?.caipAddress

  return {
    ...createAppKitCompatMethods(context, options),
    stores,
    context,
    open: async (openOptions) => openModal(context, openOptions),
    close: async () => {
      closeModal(context)
    },
    goBack: () => goBack(context),
    // Actions a page needs only after a click or a connection load on first use (separate chunks), so the
    // page's first load carries the button, the stores and the reconnection check only.
    connect: (connectorId) =>
      import('../connection/connectInjected.ts').then(({ connectInjected }) =>
        connectInjected(context, { connectorId }),
      ),
    // A separate chunk: remote-wallet code loads when someone connects one, not with the page.
    connectWalletConnect: (parameters) =>
      import('../walletConnect/connectWalletConnect.ts').then(({ connectWalletConnect }) =>
        connectWalletConnect(context, parameters),
      ),
    disconnect: (namespace) =>
      import('../connection/disconnect.ts').then(({ disconnect }) => disconnect(context, { namespace })),
    reconnect: () => reconnect(context),
    switchNetwork: (network) =>
      import('../chain/switchNetwork.ts').then(({ switchNetwork }) => switchNetwork(context, network)),
    switchBackToListedNetwork: () =>
      import('../chain/switchBackToListedNetwork.ts').then(({ switchBackToListedNetwork }) =>
        switchBackToListedNetwork(context),
      ),
    request: (parameters) =>
      import('../rpc/requestWallet.ts').then(({ requestWallet }) => requestWallet(context, parameters)),
    getState: () => selectPublicState(stores.modal.getState(), stores.chain.getState()),
    subscribeState(listener) {
      const notify = () => listener(selectPublicState(stores.modal.getState(), stores.chain.getState()))
      const unsubscribeModal = stores.modal.subscribe(notify)
      const unsubscribeChain = stores.chain.subscribe(notify)
      return () => {
        unsubscribeModal()
        unsubscribeChain()
      }
    },
    getAccount: accountOf,
    subscribeAccount(listener, namespace) {
      let last = JSON.stringify(accountOf(namespace))
      const notify = () => {
        const next = accountOf(namespace)
        const key = JSON.stringify(next)
        if (key === last) return
        last = key
        listener(next)
      }
      const stops = [stores.account.subscribe(notify), stores.connection.subscribe(notify)]
      return () => stops.forEach((stop) => stop())
    },
    getCaipNetwork(namespace) {
      const { activeNetwork, networks } = stores.chain.getState()
      if (namespace === undefined || activeNetwork?.chainNamespace === namespace) return activeNetwork
      const caipAddress = caipAddressOf(namespace)
      const networkId = caipAddress?.split(':').slice(0, 2).join(':')
      return networks.find(({ caipNetworkId }) => caipNetworkId === networkId)
    },
    subscribeNetwork(listener) {
      let last = stores.chain.getState().activeNetwork
      return stores.chain.subscribe((chain) => {
        if (chain.activeNetwork === last) return
        last = chain.activeNetwork
        listener(selectPublicNetwork(chain))
      })
    },
    getActiveChainNamespace: () =>
      (stores.account.getState().caipAddress?.split(':')[0] as ChainNamespace | undefined) ??
      stores.chain.getState().activeNetwork?.chainNamespace,
    getAddress: (namespace) => caipAddressOf(namespace)?.split(':')[2],
    getCaipAddress: (namespace) => caipAddressOf(namespace),
    addNetwork: (first: CaipNetwork | ChainNamespace, network?: CaipNetwork) =>
      addNetwork(context, typeof first === 'string' ? (network as CaipNetwork) : first),
    removeNetwork: (first: CaipNetworkId | ChainNamespace, networkId?: number | string) =>
      removeNetwork(context, networkId === undefined ? (first as CaipNetworkId) : `${first}:${networkId}`),
    getThemeMode: () => stores.theme.getState().themeMode,
    setThemeMode: (themeMode) => setThemeMode(context, themeMode),
    getThemeVariables: () => stores.theme.getState().themeVariables,
    setThemeVariables: (variables) => setThemeVariables(context, variables),
    subscribeTheme: (listener) => stores.theme.subscribe((theme) => listener(theme)),
    subscribeEvents: (listener) => stores.events.subscribe((event) => listener(event)),
    getWalletInfo: walletInfo,
    subscribeWalletInfo(listener, namespace) {
      let last = JSON.stringify(walletInfo(namespace))
      const notify = () => {
        const next = walletInfo(namespace)
        const key = JSON.stringify(next)
        if (key === last) return
        last = key
        listener(next)
      }
      const stops = [stores.connection.subscribe(notify), stores.account.subscribe(notify)]
      return () => stops.forEach((stop) => stop())
    },
    refreshBalance: () =>
      import('../account/fetchNativeBalance.ts').then(({ fetchNativeBalance }) =>
        fetchNativeBalance(context, { forceUpdate: true }),
      ),
    signIn: () => import('../siwx/signIn.ts').then(({ signIn }) => signIn(context)),
    cancelSignIn: () => import('../siwx/signIn.ts').then(({ cancelSignIn }) => cancelSignIn(context)),
    destroy() {
      stopWatchingConnectors()
      stopWatchingAdapterConnectors()
      stopWatchingAdapterConnections()
      stopWatchingIdentity()
      stopWatchingSignIn()
      void analytics.stop()
      stores.connection.getState().stopWatching?.()
    },
  }
}

/** The connector loader bound to the app's options, run once (§4: one sign client per instance). */
function walletConnectLoader(options: ResolvedAppKitOptions, load: WalletConnectConnectorLoader) {
  return loadOnce(() =>
    load({
      projectId: options.projectId,
      relayUrl: options.endpoints.relay,
      // Wallets show who asks; an app that gave no metadata is described by its page.
      metadata: options.metadata ?? {
        name: globalThis.document?.title || 'Portico',
        description: '',
        url: globalThis.location?.origin ?? '',
        icons: [],
      },
      networks: options.networks,
    }),
  )
}
