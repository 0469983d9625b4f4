import { createAccountStore } from '../account/accountStore.ts'
import { createChainStore } from '../chain/chainStore.ts'
import { createConnectionStore } from '../connection/connectionStore.ts'
import { createWalletConnectionStore } from '../connection/walletConnectionStore.ts'
import { createConnectorsStore } from '../connectors/connectorsStore.ts'
import { createEventsStore } from '../events/eventsStore.ts'
import { createModalStore } from '../modal/modalStore.ts'
import { createOptionsStore } from '../options/optionsStore.ts'
import type { ResolvedAppKitOptions } from '../options/types.ts'
import { createRouterStore } from '../router/routerStore.ts'
import { detectMobile } from '../router/detectMobile.ts'
import { createSendStore } from '../send/sendStore.ts'
import { createWalletsStore } from '../wallets/walletsStore.ts'
import { createSwapStore } from '../swap/swapStore.ts'
import { createHistoryStore } from '../history/historyStore.ts'
import { createNamesStore } from '../names/namesStore.ts'
import { createSiwxStore } from '../siwx/siwxStore.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import { createToastStore } from '../toast/toastStore.ts'
import { createThemeStore } from '../theme/themeStore.ts'
import { createAuthStore } from '../auth/authStore.ts'
import type { CoreContext } from './coreContext.ts'

/** Outside world of a context; only `fetch` is required. */
export type CoreContextDependencies = Pick<CoreContext, 'fetch'> &
  Partial<Pick<CoreContext, 'storage' | 'isMobile' | 'authConnector' | 'walletConnect' | 'embeddedWallet'>>

/**
 * Creates the stores of one instance from validated options. Each instance has its own stores, so two
 * instances (or two tests) never share state.
 *
 * @example
 * const context = createCoreContext(validateOptions(options), { fetch: globalThis.fetch })
 */
export function createCoreContext(
  options: ResolvedAppKitOptions,
  { fetch, storage, isMobile, authConnector, walletConnect, embeddedWallet }: CoreContextDependencies,
): CoreContext {
  return {
    fetch,
    storage: storage ?? createSafeStorage(),
    isMobile: isMobile ?? detectMobile,
    authConnector,
    openRequests: new Set(),
    walletConnect,
    embeddedWallet,
    stores: {
      options: createOptionsStore(options),
      theme: createThemeStore(options.themeMode, options.themeVariables),
      modal: createModalStore(),
      router: createRouterStore(),
      connectors: createConnectorsStore(),
      connection: createConnectionStore(),
      account: createAccountStore(),
      chain: createChainStore(options.networks, options.defaultNetwork),
      siwx: createSiwxStore(),
      toast: createToastStore(),
      walletConnection: createWalletConnectionStore(),
      events: createEventsStore(),
      send: createSendStore(),
      swap: createSwapStore(),
      history: createHistoryStore(),
      names: createNamesStore(),
      wallets: createWalletsStore(),
      auth: createAuthStore(),
    },
  }
}
