import type { CaipNetwork } from '@portico/common'
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
}

/** A Portico client without UI; `@portico/react` renders it. */
export interface AppKitCore {
  /** The instance's stores, for UI bindings; read and subscribe, change them through the methods. */
  readonly stores: CoreStores
  /** Opens the modal at the default view (§2) or the one given. */
  open(options?: OpenModalParameters): Promise<void>
  /** Closes the modal. */
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
  const context = createCoreContext(resolved, { fetch: fetchFromApi })
  const { stores } = context
  const source = dependencies.announcedProviders ?? createAnnouncedProviderStore()
  const stopWatchingConnectors = watchAnnouncedConnectors(context, source)

  return {
    stores,
    open: async (openOptions) => openModal(context, openOptions),
    close: async () => closeModal(context),
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
    getThemeMode: () => stores.theme.getState().themeMode,
    setThemeMode: (themeMode) => setThemeMode(context, themeMode),
    destroy() {
      stopWatchingConnectors()
      stores.connection.getState().stopWatching?.()
    },
  }
}
