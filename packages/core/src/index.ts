export { createAppKitCore, type AppKitCore, type CoreDependencies } from './client/createAppKitCore.ts'
export type { CoreStores, CoreContext } from './client/coreContext.ts'
export {
  selectPublicAccount,
  selectPublicState,
  type PublicAccount,
  type PublicState,
} from './client/publicState.ts'
export type { AppKitOptions, AppMetadata, PorticoEndpoints, ResolvedAppKitOptions } from './options/types.ts'
export { DEFAULT_API_URL, validateOptions } from './options/validateOptions.ts'
export type { OptionsState, OptionsStore } from './options/optionsStore.ts'
export type { ModalState, ModalStore } from './modal/modalStore.ts'
export type { OpenModalParameters } from './modal/openModal.ts'
export type { RouterState, RouterStore, RouterView } from './router/routerStore.ts'
export type { ConnectorsState, ConnectorsStore } from './connectors/connectorsStore.ts'
export type { Connector, ConnectorType } from './connectors/types.ts'
export type { AnnouncedProviderSource } from './connectors/watchAnnouncedConnectors.ts'
export type { ConnectionState, ConnectionStore } from './connection/connectionStore.ts'
export type { ConnectInjectedReturnType } from './connection/connectInjected.ts'
export type { AccountState, AccountStatus, AccountStore } from './account/accountStore.ts'
export type { ChainState, ChainStore } from './chain/chainStore.ts'
export type { ThemeMode, ThemeState, ThemeStore } from './theme/themeStore.ts'
export { SDK_TYPE, SDK_VERSION } from './version.ts'
export type * from './adapters/index.ts'
