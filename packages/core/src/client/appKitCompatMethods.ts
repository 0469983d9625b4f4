import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import { resetWalletConnection } from '../connection/resetWalletConnection.ts'
import type { Connector, ConnectorType } from '../connectors/types.ts'
import type { ConnectionState } from '../connection/connectionStore.ts'
import type { ConnectedAccount } from '../connection/waitForConnection.ts'
import {
  deleteConnection,
  selectConnections,
  switchConnection,
  type ConnectionsOfNamespace,
  type DeleteConnectionParameters,
  type SwitchConnectionParameters,
  type WalletConnection,
} from '../connection/walletConnections.ts'
import type { EventsState } from '../events/eventsStore.ts'
import type { ConnectMethod, FeaturesOptions, SocialProvider, WalletFeature } from '../options/features.ts'
import { findUnknownOptions } from '../options/optionKeys.ts'
import type { AppKitOptions, DefaultAccountTypes, SiwxConfig } from '../options/types.ts'
import { validateOptions } from '../options/validateOptions.ts'
import { popTransactionStack } from '../router/transactionStack.ts'
import { pushView } from '../router/pushView.ts'
import { replaceView } from '../router/replaceView.ts'
import type { RouterView } from '../router/routerStore.ts'
import { setThemeMode } from '../theme/setThemeMode.ts'
import { setThemeVariables } from '../theme/setThemeVariables.ts'
import { showToast } from '../toast/showToast.ts'
import { getWalletConnectConnector } from '../walletConnect/getWalletConnectConnector.ts'
import type { UniversalProvider } from '../walletConnect/walletConnectConnector.ts'
import type { CoreContext } from './coreContext.ts'

/** Options fixed when the instance is created; `updateOptions` leaves them as they are. */
const CREATION_ONLY_OPTIONS = [
  'projectId',
  'networks',
  'defaultNetwork',
  'adapters',
  'endpoints',
  'customRpcUrls',
] as const satisfies readonly (keyof AppKitOptions)[]

/** AppKit's instance methods beyond opening, connecting and the state getters (see `AppKitCore`). */
export interface AppKitCompatMethods {
  /** Chain id of the active network (a number for eip155). */
  getChainId(): number | string | undefined
  /** CAIP-2 id of the active network, e.g. `eip155:1` (AppKit returns the chain id here; Portico the CAIP-2 id). */
  getCaipNetworkId(): CaipNetworkId | undefined
  /** Networks the app lists, of `namespace` when given. */
  getCaipNetworks(namespace?: ChainNamespace): readonly CaipNetwork[]
  /** Whether an account is connected. */
  getIsConnectedState(): boolean
  /** EIP-1193 provider of the active namespace's wallet. */
  getWalletProvider(): EIP1193Provider | undefined
  /** Connector kind behind it (`ANNOUNCED`, `WALLET_CONNECT`, `AUTH`…). */
  getWalletProviderType(): ConnectorType | undefined
  /** Provider of `namespace`'s wallet. */
  getProvider(namespace: ChainNamespace): EIP1193Provider | undefined
  /** Connector kind of `namespace`'s wallet. */
  getProviderType(namespace: ChainNamespace): ConnectorType | undefined
  /** Providers of every connected namespace. */
  getProviders(): Partial<Record<ChainNamespace, EIP1193Provider>>
  /** Calls `listener` with every namespace's provider whenever a connection starts or ends. */
  subscribeProviders(
    listener: (providers: Partial<Record<ChainNamespace, EIP1193Provider>>) => void,
  ): () => void
  /** The last tracked event (`{ timestamp, data }`). */
  getEvent(): EventsState
  /** Why the last connection attempt failed, or `''`. */
  getError(): string
  /** Wallets the modal can connect (installed, WalletConnect, embedded). */
  getConnectors(): readonly Connector[]
  /** A connector's image: the app's `connectorImages` entry, else its own. */
  getConnectorImage(connector: Pick<Connector, 'id' | 'imageUrl'>): string | undefined
  /** Shows an error toast. */
  showErrorMessage(message: string): void
  /** Shows a success toast. */
  showSuccessMessage(message: string): void
  /** Sets the modal's loading flag (§3 Modal state). */
  setLoading(loading: boolean, namespace?: ChainNamespace): void
  /** Whether the modal is open. */
  isOpen(): boolean
  /** Whether no wallet request is pending in the modal (§2 transaction stack). */
  isTransactionStackEmpty(): boolean
  /** The sign-in option in use (`siwx`, or `siweConfig` mapped to it). */
  getSIWX(): SiwxConfig | undefined
  /** Resolves once the instance is initialized (the wallet of the last visit reconnected or not). */
  ready(): Promise<void>
  /** A self-hosted instance has no remote (cloud) features: always `{}`. */
  getRemoteFeatures(): Record<string, never>
  /** Merges features (validated as in `createAppKit`). @throws {InvalidOptionsError} */
  updateFeatures(features: FeaturesOptions): void
  /**
   * Merges options (validated as in `createAppKit`); `projectId`, `networks`, `defaultNetwork`, `adapters`,
   * `endpoints` and `customRpcUrls` are fixed at creation and left as they are, with a warning.
   * @throws {InvalidOptionsError}
   */
  updateOptions(options: Partial<AppKitOptions>): void
  /** Sets the terms of service link. */
  setTermsConditionsUrl(url: string): void
  /** Sets the privacy policy link. */
  setPrivacyPolicyUrl(url: string): void
  /** Sets the order of the connect methods. */
  setConnectMethodsOrder(order: readonly ConnectMethod[]): void
  /** Sets the order of the Account view's wallet features. */
  setWalletFeaturesOrder(order: readonly WalletFeature[]): void
  /** Shows the wallets behind one "Continue with a wallet" button, or not. */
  setCollapseWallets(collapse: boolean): void
  /** Sets which social logins show, in order. */
  setSocialsOrder(order: readonly SocialProvider[]): void
  /** The connect methods in the order the Connect view shows them. */
  getConnectMethodsOrder(): readonly ConnectMethod[]
  /** The account type of `namespace`: the embedded wallet's when connected through it, else `defaultAccountTypes`. */
  getPreferredAccountType(namespace: ChainNamespace): DefaultAccountTypes[ChainNamespace]
  /** The live wallet connections of `namespace` (default the active one); Portico keeps one wallet per namespace. */
  getConnections(namespace?: ChainNamespace): readonly WalletConnection[]
  /** Wallets disconnected earlier in this page's life, newest first. */
  getRecentConnections(namespace?: ChainNamespace): readonly WalletConnection[]
  /** Calls `listener` whenever the connections or recent connections change. */
  subscribeConnections(
    listener: (connections: ConnectionsOfNamespace) => void,
    namespace?: ChainNamespace,
  ): () => void
  /** Makes another (installed) wallet the namespace's connection. @throws {ConnectorNotFoundError} */
  switchConnection(parameters: SwitchConnectionParameters): Promise<ConnectedAccount>
  /** Forgets a recent connection. */
  deleteConnection(parameters: DeleteConnectionParameters): void
  /** Calls `listener` with the active network whenever it changes. */
  subscribeCaipNetworkChange(listener: (network: CaipNetwork | undefined) => void): () => void
  /** Address of `namespace`'s account (AppKit's older name for `getAddress(namespace)`). */
  getAddressByChainNamespace(namespace: ChainNamespace): string | undefined
  /** Clears a WalletConnect pairing in progress (§4 reset: uri, expiry, linking, deep link). */
  resetWcConnection(): void
  /** AppKit's name for {@link AppKitCore.switchNetwork}. */
  setCaipNetwork(network: CaipNetwork): Promise<void>
  /** Replaces the modal's view (back skips it). */
  replace(view: RouterView): void
  /** Shows a view on top of the current one (back returns). */
  redirect(view: RouterView): void
  /** Settles the newest pending wallet request of the modal (§2); `cancel` counts as an error. */
  popTransactionStack(status: 'success' | 'error' | 'cancel'): void
  /**
   * AppKit's universal provider: the WalletConnect session the modal connected, for any CAIP namespace
   * (`request({ method, params }, 'solana:…')`). Loads the WalletConnect connector on first use.
   * @throws {SignClientNotInitializedError} 'Sign Client not initialized' when no WalletConnect loader was given.
   * @example
   * const provider = await appKit.getUniversalProvider()
   * await provider?.request({ method: 'solana_signMessage', params }, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
   */
  getUniversalProvider(): Promise<UniversalProvider | undefined>
}

/**
 * AppKit's remaining instance methods over a core context, for `createAppKitCore` to return.
 *
 * @example
 * const methods = createAppKitCompatMethods(context, options)
 * methods.getChainId() // 31337
 */
export function createAppKitCompatMethods(context: CoreContext, options: AppKitOptions): AppKitCompatMethods {
  const { stores } = context
  let current = options
  const providersOf = ({ connections }: Pick<ConnectionState, 'connections'>) =>
    Object.fromEntries(
      Object.entries(connections).map(([namespace, record]) => [namespace, record.provider]),
    ) as Partial<Record<ChainNamespace, EIP1193Provider>>
  const activeNamespace = () =>
    (stores.account.getState().caipAddress?.split(':')[0] as ChainNamespace | undefined) ??
    stores.chain.getState().activeNetwork?.chainNamespace
  const recordOf = (namespace: ChainNamespace | undefined) =>
    namespace ? stores.connection.getState().connections[namespace] : undefined

  const methods: AppKitCompatMethods = {
    getChainId: () => stores.chain.getState().activeNetwork?.id,
    getCaipNetworkId: () => stores.chain.getState().activeNetwork?.caipNetworkId,
    getCaipNetworks: (namespace) =>
      stores.chain
        .getState()
        .networks.filter((network) => namespace === undefined || network.chainNamespace === namespace),
    getIsConnectedState: () => stores.account.getState().status === 'connected',
    getWalletProvider: () => recordOf(activeNamespace())?.provider,
    getWalletProviderType: () => recordOf(activeNamespace())?.connectorType,
    getProvider: (namespace) => recordOf(namespace)?.provider,
    getProviderType: (namespace) => recordOf(namespace)?.connectorType,
    getProviders: () => providersOf(stores.connection.getState()),
    subscribeProviders(listener) {
      return stores.connection.subscribe((next, previous) => {
        if (next.connections !== previous.connections) listener(providersOf(next))
      })
    },
    getEvent: () => ({ ...stores.events.getState() }),
    getError: () => stores.connection.getState().error?.shortMessage ?? '',
    getConnectors: () => stores.connectors.getState().connectors,
    getConnectorImage: (connector) =>
      stores.options.getState().connectorImages[connector.id] ?? connector.imageUrl,
    showErrorMessage: (message) => showToast(context, { message, variant: 'error' }),
    showSuccessMessage: (message) => showToast(context, { message, variant: 'success' }),
    setLoading: (loading, namespace) =>
      stores.modal.setState(namespace === undefined ? { loading } : { loading, namespace }),
    isOpen: () => stores.modal.getState().open,
    isTransactionStackEmpty: () => stores.router.getState().transactionStack.length === 0,
    getSIWX: () => stores.options.getState().siwx,
    ready: () =>
      stores.modal.getState().initialized
        ? Promise.resolve()
        : new Promise((resolve) => {
            const stop = stores.modal.subscribe(({ initialized }) => {
              if (!initialized) return
              stop()
              resolve()
            })
          }),
    getRemoteFeatures: () => ({}),
    updateFeatures: (features) => methods.updateOptions({ features: { ...current.features, ...features } }),
    updateOptions(changes) {
      const unknown = findUnknownOptions(changes as AppKitOptions).filter(
        (key) => !key.startsWith('features.'),
      )
      for (const key of unknown) console.warn(`[portico] unknown option \`${key}\` is ignored`)
      const fixed = CREATION_ONLY_OPTIONS.filter((key) => key in changes)
      for (const key of fixed)
        console.warn(`[portico] \`${key}\` is set when the instance is created; it stays as it was`)
      const applied = Object.fromEntries(
        Object.entries(changes).filter(([key]) => !(fixed as readonly string[]).includes(key)),
      ) as Partial<AppKitOptions>
      const next = { ...current, ...applied }
      const resolved = validateOptions(next)
      const kept = stores.options.getState()
      stores.options.setState({
        ...resolved,
        networks: kept.networks,
        defaultNetwork: kept.defaultNetwork,
        adapters: kept.adapters,
        endpoints: kept.endpoints,
      })
      current = next
      if (applied.themeMode !== undefined) setThemeMode(context, applied.themeMode)
      if (applied.themeVariables !== undefined) setThemeVariables(context, applied.themeVariables)
    },
    setTermsConditionsUrl: (url) => methods.updateOptions({ termsConditionsUrl: url }),
    setPrivacyPolicyUrl: (url) => methods.updateOptions({ privacyPolicyUrl: url }),
    setConnectMethodsOrder: (order) => methods.updateFeatures({ connectMethodsOrder: order }),
    setWalletFeaturesOrder: (order) => methods.updateFeatures({ walletFeaturesOrder: order }),
    setCollapseWallets: (collapse) => methods.updateFeatures({ collapseWallets: collapse }),
    setSocialsOrder: (order) => methods.updateFeatures({ socials: order }),
    getConnectMethodsOrder: () => stores.options.getState().features.connectMethodsOrder,
    getPreferredAccountType(namespace) {
      const account = stores.account.getState()
      const embedded = recordOf(namespace)?.connectorType === 'AUTH'
      if (embedded && account.preferredAccountType) return account.preferredAccountType
      return stores.options.getState().defaultAccountTypes[namespace]
    },
    getConnections: (namespace) => selectConnections(context, namespace).connections,
    getRecentConnections: (namespace) => selectConnections(context, namespace).recentConnections,
    subscribeConnections(listener, namespace) {
      const notify = () => listener(selectConnections(context, namespace))
      const stops = [stores.connection.subscribe(notify), stores.account.subscribe(notify)]
      return () => stops.forEach((stop) => stop())
    },
    switchConnection: (parameters) => switchConnection(context, parameters),
    deleteConnection: (parameters) => deleteConnection(context, parameters),
    subscribeCaipNetworkChange(listener) {
      return stores.chain.subscribe((next, previous) => {
        if (next.activeNetwork !== previous.activeNetwork) listener(next.activeNetwork)
      })
    },
    getAddressByChainNamespace: (namespace) => recordOf(namespace)?.caipAddress.split(':')[2],
    resetWcConnection: () => resetWalletConnection(context, activeNamespace() ?? 'eip155'),
    setCaipNetwork: (network) =>
      import('../chain/switchNetwork.ts').then(({ switchNetwork }) => switchNetwork(context, network)),
    replace: (view) => replaceView(context, view),
    redirect: (view) => pushView(context, view),
    popTransactionStack: (status) =>
      popTransactionStack(context, { result: status === 'success' ? 'success' : 'error' }),
    getUniversalProvider: async () => (await getWalletConnectConnector(context)).universalProvider,
  }
  return methods
}
