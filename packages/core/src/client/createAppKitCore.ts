import type { CaipAddress, CaipNetwork, CaipNetworkId } from '@portico/common'
import { addNetwork } from '../chain/addNetwork.ts'
import { removeNetwork } from '../chain/removeNetwork.ts'
import { createStore as createAnnouncedProviderStore } from 'mipd'
import { connectInjected, type ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import { disconnect } from '../connection/disconnect.ts'
import {
  watchAnnouncedConnectors,
  type AnnouncedProviderSource,
} from '../connectors/watchAnnouncedConnectors.ts'
import { closeModal } from '../modal/closeModal.ts'
import { openModal, type OpenModalParameters } from '../modal/openModal.ts'
import type { AppKitOptions } from '../options/types.ts'
import { validateOptions } from '../options/validateOptions.ts'
import { goBack } from '../router/goBack.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import type { StorageLike } from '../storage/createMemoryStorage.ts'
import { setThemeMode } from '../theme/setThemeMode.ts'
import type { ThemeMode } from '../theme/themeStore.ts'
import type { CoreStores } from './coreContext.ts'
import { createCoreContext } from './createCoreContext.ts'
import {
  selectPublicAccount,
  selectPublicState,
  type PublicAccount,
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
}

/** A Portico client without UI; `@portico/react` renders it. */
export interface AppKitCore {
  /** The instance's stores, for UI bindings; read and subscribe, change them through the methods. */
  readonly stores: CoreStores
  /** Opens the modal at the default view (§2) or the view or namespace given. */
  open(options?: OpenModalParameters): Promise<void>
  /** Closes the modal, unless sign-in is required and missing (§2); embedded, resets the view. */
  close(): Promise<void>
  /** Returns to the previous view, or closes the modal on the first one (§2). */
  goBack(): void
  /** Connects the announced wallet whose connector id (rdns) is given. */
  connect(connectorId: string): Promise<ConnectInjectedReturnType>
  /** Disconnects the wallet. */
  disconnect(): Promise<void>
  /** Modal and network state. */
  getState(): PublicState
  /** Calls `listener` whenever {@link AppKitCore.getState} changes. */
  subscribeState(listener: (state: PublicState) => void): () => void
  /** Connected account. */
  getAccount(): PublicAccount
  /** Calls `listener` whenever the account store changes. */
  subscribeAccount(listener: (account: PublicAccount) => void): () => void
  /** Active network, `undefined` while the wallet is on an unsupported one. */
  getCaipNetwork(): CaipNetwork | undefined
  /** Checksummed address of the connected account. */
  getAddress(): string | undefined
  /** `namespace:chainId:address` of the connected account. */
  getCaipAddress(): CaipAddress | undefined
  /** Adds a network; its namespace needs an adapter (§5). */
  addNetwork(network: CaipNetwork): void
  /**
   * Removes a network; refused (`false`) while connected (§4).
   * @throws 'Cannot remove last network for a namespace', 'Network with ID {id} not found' (§8).
   */
  removeNetwork(caipNetworkId: CaipNetworkId): boolean
  /** Current theme mode. */
  getThemeMode(): ThemeMode
  /** Switches between dark and light. */
  setThemeMode(themeMode: ThemeMode): void
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
  const fetchFromApi = dependencies.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const context = createCoreContext(resolved, {
    fetch: fetchFromApi,
    storage: createSafeStorage({ storage: dependencies.storage }),
    isMobile: dependencies.isMobile,
  })
  const { stores } = context
  const source = dependencies.announcedProviders ?? createAnnouncedProviderStore()
  const stopWatchingConnectors = watchAnnouncedConnectors(context, source)

  return {
    stores,
    open: async (openOptions) => openModal(context, openOptions),
    close: async () => {
      closeModal(context)
    },
    goBack: () => goBack(context),
    connect: (connectorId) => connectInjected(context, { connectorId }),
    disconnect: () => disconnect(context),
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
    getAccount: () => selectPublicAccount(stores.account.getState()),
    subscribeAccount: (listener) =>
      stores.account.subscribe((account) => listener(selectPublicAccount(account))),
    getCaipNetwork: () => stores.chain.getState().activeNetwork,
    getAddress: () => stores.account.getState().address,
    getCaipAddress: () => stores.account.getState().caipAddress,
    addNetwork: (network) => addNetwork(context, network),
    removeNetwork: (caipNetworkId) => removeNetwork(context, caipNetworkId),
    getThemeMode: () => stores.theme.getState().themeMode,
    setThemeMode: (themeMode) => setThemeMode(context, themeMode),
    destroy() {
      stopWatchingConnectors()
      stores.connection.getState().stopWatching?.()
    },
  }
}
