// @portico/core's public API, the part for the client, its options, version, theme, events, analytics, storage, and the adapter contract with its EIP-1193 base.
export { createAppKitCore, type AppKitCore, type CoreDependencies } from '../client/createAppKitCore.ts'
export type { AuthConnectorHandle, CoreStores, CoreContext } from '../client/coreContext.ts'
export {
  selectPublicAccount,
  selectPublicState,
  type PublicAccount,
  type PublicState,
} from '../client/publicState.ts'
export type {
  AppKitOptions,
  AppMetadata,
  PorticoEndpoints,
  ResolvedAppKitOptions,
  SiwxConfig,
} from '../options/types.ts'
export {
  DEFAULT_FEATURES,
  resolveFeatures,
  type ConnectMethod,
  type ConnectorTypeOrder,
  type Features,
  type SocialProvider,
} from '../options/features.ts'
export {
  DEFAULT_API_URL,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
  validateOptions,
} from '../options/validateOptions.ts'
export type { OptionsState, OptionsStore } from '../options/optionsStore.ts'
export { connectedConnectorIdKey, STORAGE_KEYS } from '../storage/storageKeys.ts'
export { createMemoryStorage, type StorageLike } from '../storage/createMemoryStorage.ts'
export {
  createSafeStorage,
  type CreateSafeStorageParameters,
  type SafeStorage,
  type StorageLogger,
} from '../storage/createSafeStorage.ts'
export { addRecentWallet, getRecentWallets, type RecentWallet } from '../storage/recentWallets.ts'
export {
  getConnectedConnectorId,
  getConnectedNamespaces,
  removeConnectedConnector,
  setConnectedConnector,
} from '../storage/connectedNamespaces.ts'
export {
  getWalletDeepLink,
  removeWalletDeepLink,
  setWalletDeepLink,
  type WalletDeepLink,
} from '../storage/walletDeepLink.ts'
export { CACHE_LIFETIMES_MS, readCache, writeCache, type CacheName } from '../storage/timestampedCache.ts'
export type { ThemeMode, ThemeState, ThemeStore } from '../theme/themeStore.ts'
export { SDK_TYPE, SDK_VERSION } from '../version.ts'
export type * from '../adapters/index.ts'
export type { OpenRequest } from '../client/coreContext.ts'
export type { PublicNetwork } from '../client/publicState.ts'
export { selectPublicNetwork } from '../client/publicState.ts'
export { trackEvent } from '../events/trackEvent.ts'
export {
  createEventsStore,
  type EventsState,
  type EventsStore,
  type TrackedEventData,
  type TrackedEventName,
} from '../events/eventsStore.ts'
export {
  startAnalytics,
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_QUEUE_LIMIT,
  type AnalyticsClient,
  type AnalyticsEnvironment,
  type AnalyticsEventBody,
} from '../analytics/startAnalytics.ts'
export type { SiwxConfigSession, SiwxMessage, SiwxMessageInput } from '../options/types.ts'
export { setThemeVariables } from '../theme/setThemeVariables.ts'
export type { ThemeVariables } from '../theme/themeStore.ts'
export type { CustomWallet } from '../options/types.ts'
export {
  APPKIT_OPTION_KEYS,
  FEATURE_KEYS,
  findUnknownOptions,
  type AppKitOptionKey,
} from '../options/optionKeys.ts'
export { reportOptionNotices } from '../options/reportOptionNotices.ts'
export { DEFAULT_ACCOUNT_TYPES } from '../options/validateOptions.ts'
export type { CustomRpcUrl, DefaultAccountTypes } from '../options/types.ts'
export type { FeaturesOptions, WalletFeature } from '../options/features.ts'
export type { EmbeddedWalletInfo, PublicAccountEntry } from '../client/publicState.ts'
export type { AppKitCompatMethods } from '../client/appKitCompatMethods.ts'
export { selectWalletSections, type WalletSections } from '../options/selectWalletSections.ts'
export { optionNoticeMessages } from '../options/optionNoticeMessages.ts'
export {
  Eip1193Adapter,
  type Eip1193AdapterOptions,
  type Eip1193Library,
  type Eip1193LibraryActions,
} from '../eip1193Adapter/Eip1193Adapter.ts'
export type { Eip1193ConnectReturnType } from '../eip1193Adapter/connectWallet.ts'
export { requireProvider, type Eip1193AdapterSession } from '../eip1193Adapter/eip1193AdapterSession.ts'
export { createAdapterEvents, type AdapterEvents } from '../eip1193Adapter/createAdapterEvents.ts'
export {
  toWrappedWalletError,
  walletErrorInside,
  type WalletRpcError,
} from '../eip1193Adapter/toWrappedWalletError.ts'
