export { createAppKitCore, type AppKitCore, type CoreDependencies } from './client/createAppKitCore.ts'
export type { AuthConnectorHandle, CoreStores, CoreContext } from './client/coreContext.ts'
export {
  selectPublicAccount,
  selectPublicState,
  type PublicAccount,
  type PublicState,
} from './client/publicState.ts'
export type {
  AppKitOptions,
  AppMetadata,
  PorticoEndpoints,
  ResolvedAppKitOptions,
  SiwxConfig,
} from './options/types.ts'
export {
  DEFAULT_FEATURES,
  resolveFeatures,
  type ConnectMethod,
  type ConnectorTypeOrder,
  type Features,
  type SocialProvider,
} from './options/features.ts'
export {
  DEFAULT_API_URL,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
  validateOptions,
} from './options/validateOptions.ts'
export type { OptionsState, OptionsStore } from './options/optionsStore.ts'
export type { ModalState, ModalStore } from './modal/modalStore.ts'
export type { OpenModalParameters } from './modal/openModal.ts'
export type {
  RouterState,
  RouterStore,
  RouterView,
  TransactionOutcome,
  TransactionStackEntry,
} from './router/routerStore.ts'
export { detectMobile } from './router/detectMobile.ts'
export {
  popTransactionStack,
  pushTransactionStack,
  type PopTransactionStackParameters,
} from './router/transactionStack.ts'
export { shakeModal } from './modal/shakeModal.ts'
export type { ToastState, ToastStore, ToastVariant } from './toast/toastStore.ts'
export { hideToast, showToast, type ShowToastParameters } from './toast/showToast.ts'
export type { SiwxSession, SiwxState, SiwxStore } from './siwx/siwxStore.ts'
export {
  assertEmailLoginAllowed,
  type AssertEmailLoginAllowedParameters,
} from './auth/assertEmailLoginAllowed.ts'
export {
  AUTH_CONNECTOR_ID,
  type EmbeddedAccount,
  type EmbeddedApproval,
  type EmbeddedSocialProvider,
  type EmbeddedUser,
  type EmbeddedWallet,
  type EmbeddedWalletConfig,
  type EmbeddedWalletLoader,
  type EmbeddedWalletNotice,
  type EmbeddedWalletRequestName,
  type EmbeddedWalletRequests,
} from './auth/embeddedWallet.ts'
export { initialAuthState, type AuthState, type AuthStore } from './auth/authStore.ts'
export { EmbeddedChainUnsupportedError, InvalidEmailError } from './auth/authErrors.ts'
export { isEmail } from './auth/isEmail.ts'
export { embeddedWalletName } from './auth/authConnector.ts'
export { getEmbeddedWallet } from './auth/getEmbeddedWallet.ts'
export {
  EMBEDDED_STORAGE_KEYS,
  readEmbeddedSessionCache,
  type EmbeddedSessionCache,
} from './auth/embeddedSessionCache.ts'
export {
  connectEmail,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
} from './auth/connectEmail.ts'
export {
  waitForEmailDeviceApproval,
  type WaitForEmailDeviceApprovalParameters,
} from './auth/waitForEmailDeviceApproval.ts'
export { verifyEmailOtp, type VerifyEmailOtpParameters } from './auth/verifyEmailOtp.ts'
export {
  cancelSocialLogin,
  startSocialLogin,
  type SocialLoginPopup,
  type StartSocialLoginParameters,
  type StartSocialLoginReturnType,
} from './auth/startSocialLogin.ts'
export {
  RESULT_URI_PARAMETER,
  completeSocialRedirect,
  type PageLocation,
} from './auth/completeSocialRedirect.ts'
export { syncAuthConnector } from './auth/syncAuthConnector.ts'
export { connectFarcaster, type ConnectFarcasterParameters } from './auth/connectFarcaster.ts'
export { updateEmail, type UpdateEmailParameters } from './auth/updateEmail.ts'
export { verifyUpdateEmailPrimaryOtp } from './auth/verifyUpdateEmailPrimaryOtp.ts'
export { verifyUpdateEmailSecondaryOtp } from './auth/verifyUpdateEmailSecondaryOtp.ts'
export { connectedConnectorIdKey, STORAGE_KEYS } from './storage/storageKeys.ts'
export { createMemoryStorage, type StorageLike } from './storage/createMemoryStorage.ts'
export {
  createSafeStorage,
  type CreateSafeStorageParameters,
  type SafeStorage,
  type StorageLogger,
} from './storage/createSafeStorage.ts'
export { addRecentWallet, getRecentWallets, type RecentWallet } from './storage/recentWallets.ts'
export {
  getConnectedConnectorId,
  getConnectedNamespaces,
  removeConnectedConnector,
  setConnectedConnector,
} from './storage/connectedNamespaces.ts'
export {
  getWalletDeepLink,
  removeWalletDeepLink,
  setWalletDeepLink,
  type WalletDeepLink,
} from './storage/walletDeepLink.ts'
export { CACHE_LIFETIMES_MS, readCache, writeCache, type CacheName } from './storage/timestampedCache.ts'
export type { ConnectorsState, ConnectorsStore } from './connectors/connectorsStore.ts'
export type { Connector, ConnectorType } from './connectors/types.ts'
export type { AnnouncedProviderSource } from './connectors/watchAnnouncedConnectors.ts'
export type { ConnectionState, ConnectionStore } from './connection/connectionStore.ts'
export type { ConnectInjectedReturnType } from './connection/connectInjected.ts'
export type { WalletConnectionState, WalletConnectionStore } from './connection/walletConnectionStore.ts'
export { resetWalletConnection } from './connection/resetWalletConnection.ts'
export type { AccountState, AccountStatus, AccountStore } from './account/accountStore.ts'
export type { ChainState, ChainStore } from './chain/chainStore.ts'
export { addNetwork } from './chain/addNetwork.ts'
export { removeNetwork } from './chain/removeNetwork.ts'
export { hasAdapterFor } from './chain/hasAdapterFor.ts'
export type { ThemeMode, ThemeState, ThemeStore } from './theme/themeStore.ts'
export { SDK_TYPE, SDK_VERSION } from './version.ts'
export type * from './adapters/index.ts'
export { parseChainId } from './connection/parseChainId.ts'
export type { NamespaceConnection } from './connection/connectionStore.ts'
export type { OpenRequest } from './client/coreContext.ts'
export type { PublicNetwork } from './client/publicState.ts'
export { selectPublicNetwork } from './client/publicState.ts'
export { disconnect, namespacesToDisconnect, type DisconnectParameters } from './connection/disconnect.ts'
export { reconnect, reconnectCandidates, RECONNECT_ANNOUNCE_WAIT_MS } from './connection/reconnect.ts'
export { switchNetwork } from './chain/switchNetwork.ts'
export { switchEvmChain, type SwitchEvmChainOptions } from './chain/switchEvmChain.ts'
export { toWalletError } from './connection/toWalletError.ts'
export { rpcCodeOf } from './connection/rpcCodeOf.ts'
export { switchBackToListedNetwork } from './chain/switchBackToListedNetwork.ts'
export { restoreActiveNetwork } from './chain/restoreActiveNetwork.ts'
export { showUnsupportedChain } from './chain/showUnsupportedChain.ts'
export { requestWallet, type RequestWalletParameters } from './rpc/requestWallet.ts'
export { rejectOpenRequests } from './rpc/rejectOpenRequests.ts'
export { classifyRpcResponse, type RpcResponseKind } from './rpc/classifyRpcResponse.ts'
export { trackEvent } from './events/trackEvent.ts'
export {
  createEventsStore,
  type EventsState,
  type EventsStore,
  type TrackedEventData,
  type TrackedEventName,
} from './events/eventsStore.ts'
export { resetSendDraft } from './send/resetSendDraft.ts'
export { initialSendState, type SendState, type SendStore, type SendToken } from './send/sendStore.ts'
export {
  startAnalytics,
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_QUEUE_LIMIT,
  type AnalyticsClient,
  type AnalyticsEnvironment,
  type AnalyticsEventBody,
} from './analytics/startAnalytics.ts'
export { syncIdentity, type Identity } from './identity/syncIdentity.ts'
export { watchIdentity } from './identity/watchIdentity.ts'
export { cancelSignIn, requireSignIn, signIn } from './siwx/signIn.ts'
export { watchSignIn } from './siwx/watchSignIn.ts'
export { createDefaultSiwx, type CreateDefaultSiwxParameters } from './siwx/createDefaultSiwx.ts'
export { formatSignInMessage, type SignInMessageInput } from './siwx/formatSignInMessage.ts'
export { SiwxVerificationError, type SiwxVerificationReason } from './siwx/siwxVerificationError.ts'
export type { SiwxConfigSession, SiwxMessage, SiwxMessageInput } from './options/types.ts'
export { setThemeVariables } from './theme/setThemeVariables.ts'
export type { ThemeVariables } from './theme/themeStore.ts'
export { selectWalletInfo, type WalletInfo } from './walletInfo/selectWalletInfo.ts'
export { postToApi, type PostToApiParameters } from './api/postToApi.ts'
export { sendWalletTransaction, type WalletTransaction } from './connection/sendWalletTransaction.ts'
export { hasInsufficientGas, type HasInsufficientGasParameters } from './gas/hasInsufficientGas.ts'
export {
  initialSwapState,
  type SwapState,
  type SwapStore,
  type SwapToken,
  type SwapTransactionData,
} from './swap/swapStore.ts'
export {
  executeSwap,
  initializeSwap,
  isAllowanceSufficient,
  parseSourceAmount,
  refreshSwapQuote,
  resetSwap,
  setSwapSlippage,
  setSwapSourceAmount,
  setSwapSourceToken,
  setSwapToToken,
  switchSwapTokens,
  InvalidSwapSlippageError,
} from './swap/swapActions.ts'
export { nativeTokenId } from './swap/swapApi.ts'
export {
  computeSwapSummary,
  minimumSwapOutput,
  MAX_SWAP_SLIPPAGE_PERCENT,
  type ComputeSwapSummaryParameters,
  type SwapQuoteAmounts,
  type SwapSummary,
  type SwapSummaryToken,
} from './swap/computeSwapSummary.ts'
export { swapSummaryState, type SwapSummaryState } from './swap/swapSummaryState.ts'
export {
  filterSwapTokens,
  type FilterSwapTokensParameters,
  type SwapTokenChoice,
} from './swap/filterSwapTokens.ts'
export { sendDraft, setSendAmount, setSendReceiver, setSendToken } from './send/sendActions.ts'
export {
  assertSolanaSendDraft,
  SOLANA_COMMITMENTS,
  validateSendCalls,
  validateSolanaSendOptions,
  type SendCall,
  type SolanaSendOptions,
} from './send/sendValidation.ts'
export {
  initialHistoryState,
  type HistoryState,
  type HistoryStore,
  type HistoryTransaction,
  type HistoryTransfer,
} from './history/historyStore.ts'
export { fetchTransactions } from './history/fetchTransactions.ts'
export { groupTransactions, transferAmount, type TransactionGroup } from './history/groupTransactions.ts'
export { isHistoryShown } from './history/isHistoryShown.ts'
export {
  createNftStore,
  fetchNfts,
  FetchNftsError,
  initialNftState,
  type AccountNft,
  type FetchNftsParameters,
  type NftState,
  type NftStore,
} from './nfts/index.ts'
export type { NamesState, NamesStore } from './names/namesStore.ts'
export {
  COIN_TYPE_CHAIN_ID_LIMIT,
  NAME_SUFFIXES,
  coinTypeForChainId,
  isValidAccountName,
  withNameSuffix,
} from './names/accountNameRules.ts'
export { fetchNameSuggestions, registerAccountName } from './names/registerAccountName.ts'
export { canRegisterAccountName, hasAuthConnector } from './names/canRegisterAccountName.ts'
export type { CustomWallet } from './options/types.ts'
export {
  createWalletsStore,
  initialWalletsState,
  type SelectedWallet,
  type WalletListing,
  type WalletsState,
  type WalletsStore,
} from './wallets/walletsStore.ts'
export {
  fetchFeaturedWallets,
  fetchWalletPage,
  searchWallets,
  walletImageUrl,
  RECOMMENDED_WALLET_COUNT,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLET_SEARCH_SIZE,
} from './wallets/fetchWallets.ts'
export { pushView } from './router/pushView.ts'
export { replaceView } from './router/replaceView.ts'
export { resetView } from './router/resetView.ts'
export { defaultView } from './router/defaultView.ts'
export { selectWallet } from './wallets/selectWallet.ts'
export { orderAllWallets } from './wallets/orderAllWallets.ts'
export {
  CARD_ONRAMP_LIMITS,
  createOnrampCheckout,
  createOnrampUrl,
  type CreateOnrampUrlParameters,
  type OnrampCheckoutLink,
} from './onramp/createOnrampUrl.ts'
export { fetchOnrampQuote, type OnrampAmount, type OnrampQuote } from './onramp/fetchOnrampQuote.ts'
export {
  cardLimitsOf,
  fetchOnrampOptions,
  onrampAssetsOn,
  type OnrampOptions,
  type OnrampPaymentCurrency,
  type OnrampProviderInfo,
  type OnrampPurchaseCurrency,
} from './onramp/fetchOnrampOptions.ts'
export {
  fetchOnrampCheckout,
  type OnrampCheckoutState,
  type OnrampCheckoutStatus,
} from './onramp/fetchOnrampCheckout.ts'
export {
  ONRAMP_CHECKOUT_POLL_MS,
  waitForOnrampCheckout,
  type WaitForOnrampCheckoutParameters,
} from './onramp/waitForOnrampCheckout.ts'
export type {
  RemoteWalletPeer,
  RemoteWalletSession,
  RemoteWalletSessionEvent,
  UniversalProvider,
  UniversalProviderConnectParameters,
  UniversalProviderEventMap,
  UniversalProviderNamespace,
  UniversalProviderSession,
  WalletConnectConnectParameters,
  WalletConnectConnector,
  WalletConnectConnectorConfig,
  WalletConnectConnectorLoader,
  WalletConnectPairing,
} from './walletConnect/walletConnectConnector.ts'
export {
  cancelWalletConnectPairing,
  connectRemoteSession,
  connectWalletConnect,
  type ConnectWalletConnectParameters,
} from './walletConnect/connectWalletConnect.ts'
export { chooseWalletDeepLink } from './walletConnect/chooseWalletDeepLink.ts'
export { restoreWalletConnect } from './walletConnect/restoreWalletConnect.ts'
export {
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from './walletConnect/isPairingExpired.ts'
export { WALLET_CONNECT_CONNECTOR_ID } from './walletConnect/remoteWalletConnector.ts'
export type { ConnectConnectorOptions } from './connection/connectInjected.ts'
export {
  connectExternal,
  type ConnectExternalParameters,
  type ConnectExternalReturnType,
} from './connectors/connectExternal.ts'
export {
  connectNamedWallet,
  NAMED_WALLET_RDNS,
  type ConnectNamedWalletParameters,
  type ConnectNamedWalletReturnType,
} from './connectors/connectNamedWallet.ts'
export {
  connectionThrough,
  resolveNamedWallet,
  type NamedWalletTarget,
} from './connectors/resolveNamedWallet.ts'
export {
  toConnectedAccount,
  waitForConnection,
  type ConnectedAccount,
} from './connection/waitForConnection.ts'
export { compactWalletName, findRegistryWallet } from './wallets/findRegistryWallet.ts'
export { getWalletPage, type WalletQuery } from './wallets/fetchWallets.ts'
export {
  APPKIT_OPTION_KEYS,
  FEATURE_KEYS,
  findUnknownOptions,
  type AppKitOptionKey,
} from './options/optionKeys.ts'
export { reportOptionNotices } from './options/reportOptionNotices.ts'
export { DEFAULT_ACCOUNT_TYPES } from './options/validateOptions.ts'
export type { CustomRpcUrl, DefaultAccountTypes } from './options/types.ts'
export type { FeaturesOptions, WalletFeature } from './options/features.ts'
export { APPKIT_VIEWS, toRouterView, type AppKitView } from './router/appKitViews.ts'
export { networkImageUrl } from './chain/networkImageUrl.ts'
export {
  deleteConnection,
  selectConnections,
  switchConnection,
  type ConnectionsOfNamespace,
  type DeleteConnectionParameters,
  type SwitchConnectionParameters,
  type WalletConnection,
  type WalletConnectionAccount,
} from './connection/walletConnections.ts'
export type { RecentConnection } from './connection/connectionStore.ts'
export type { EmbeddedWalletInfo, PublicAccountEntry } from './client/publicState.ts'
export type { SwapArguments } from './swap/swapStore.ts'
export { prefillSend, type SendArguments } from './send/prefillSend.ts'
export type { AppKitCompatMethods } from './client/appKitCompatMethods.ts'
export { selectWalletSections, type WalletSections } from './options/selectWalletSections.ts'
export { waitForEmailUpdate } from './auth/waitForEmailUpdate.ts'
export { optionNoticeMessages } from './options/optionNoticeMessages.ts'
export {
  Eip1193Adapter,
  type Eip1193AdapterOptions,
  type Eip1193Library,
  type Eip1193LibraryActions,
} from './eip1193Adapter/Eip1193Adapter.ts'
export type { Eip1193ConnectReturnType } from './eip1193Adapter/connectWallet.ts'
export { requireProvider, type Eip1193AdapterSession } from './eip1193Adapter/eip1193AdapterSession.ts'
export { createAdapterEvents, type AdapterEvents } from './eip1193Adapter/createAdapterEvents.ts'
export {
  toWrappedWalletError,
  walletErrorInside,
  type WalletRpcError,
} from './eip1193Adapter/toWrappedWalletError.ts'
