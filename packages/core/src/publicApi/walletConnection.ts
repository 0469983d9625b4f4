// @portico/core's public API, the part for connecting wallets: connectors, the wallet registry, WalletConnect, the embedded wallet, networks and wallet requests.
export {
  assertEmailLoginAllowed,
  type AssertEmailLoginAllowedParameters,
} from '../auth/assertEmailLoginAllowed.ts'
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
} from '../auth/embeddedWallet.ts'
export { initialAuthState, type AuthState, type AuthStore } from '../auth/authStore.ts'
export { EmbeddedChainUnsupportedError, InvalidEmailError } from '../auth/authErrors.ts'
export { isEmail } from '../auth/isEmail.ts'
export { embeddedWalletName } from '../auth/authConnector.ts'
export { getEmbeddedWallet } from '../auth/getEmbeddedWallet.ts'
export {
  EMBEDDED_STORAGE_KEYS,
  readEmbeddedSessionCache,
  type EmbeddedSessionCache,
} from '../auth/embeddedSessionCache.ts'
export {
  connectEmail,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
} from '../auth/connectEmail.ts'
export {
  waitForEmailDeviceApproval,
  type WaitForEmailDeviceApprovalParameters,
} from '../auth/waitForEmailDeviceApproval.ts'
export { verifyEmailOtp, type VerifyEmailOtpParameters } from '../auth/verifyEmailOtp.ts'
export {
  cancelSocialLogin,
  startSocialLogin,
  type SocialLoginPopup,
  type StartSocialLoginParameters,
  type StartSocialLoginReturnType,
} from '../auth/startSocialLogin.ts'
export {
  RESULT_URI_PARAMETER,
  completeSocialRedirect,
  type PageLocation,
} from '../auth/completeSocialRedirect.ts'
export { syncAuthConnector } from '../auth/syncAuthConnector.ts'
export { connectFarcaster, type ConnectFarcasterParameters } from '../auth/connectFarcaster.ts'
export { updateEmail, type UpdateEmailParameters } from '../auth/updateEmail.ts'
export { verifyUpdateEmailPrimaryOtp } from '../auth/verifyUpdateEmailPrimaryOtp.ts'
export { verifyUpdateEmailSecondaryOtp } from '../auth/verifyUpdateEmailSecondaryOtp.ts'
export type { ConnectorsState, ConnectorsStore } from '../connectors/connectorsStore.ts'
export type { Connector, ConnectorType } from '../connectors/types.ts'
export type { AnnouncedProviderSource } from '../connectors/watchAnnouncedConnectors.ts'
export type { ConnectionState, ConnectionStore } from '../connection/connectionStore.ts'
export type { ConnectInjectedReturnType } from '../connection/connectInjected.ts'
export type { WalletConnectionState, WalletConnectionStore } from '../connection/walletConnectionStore.ts'
export { resetWalletConnection } from '../connection/resetWalletConnection.ts'
export type { ChainState, ChainStore } from '../chain/chainStore.ts'
export { addNetwork } from '../chain/addNetwork.ts'
export { removeNetwork } from '../chain/removeNetwork.ts'
export { hasAdapterFor } from '../chain/hasAdapterFor.ts'
export { parseChainId } from '../connection/parseChainId.ts'
export type { NamespaceConnection } from '../connection/connectionStore.ts'
export { disconnect, namespacesToDisconnect, type DisconnectParameters } from '../connection/disconnect.ts'
export { reconnect, reconnectCandidates, RECONNECT_ANNOUNCE_WAIT_MS } from '../connection/reconnect.ts'
export { switchNetwork } from '../chain/switchNetwork.ts'
export { switchEvmChain, type SwitchEvmChainOptions } from '../chain/switchEvmChain.ts'
export { toWalletError } from '../connection/toWalletError.ts'
export { rpcCodeOf } from '../connection/rpcCodeOf.ts'
export { switchBackToListedNetwork } from '../chain/switchBackToListedNetwork.ts'
export { restoreActiveNetwork } from '../chain/restoreActiveNetwork.ts'
export { showUnsupportedChain } from '../chain/showUnsupportedChain.ts'
export { requestWallet, type RequestWalletParameters } from '../rpc/requestWallet.ts'
export { rejectOpenRequests } from '../rpc/rejectOpenRequests.ts'
export { classifyRpcResponse, type RpcResponseKind } from '../rpc/classifyRpcResponse.ts'
export { syncIdentity, type Identity } from '../identity/syncIdentity.ts'
export { watchIdentity } from '../identity/watchIdentity.ts'
export { selectWalletInfo, type WalletInfo } from '../walletInfo/selectWalletInfo.ts'
export { sendWalletTransaction, type WalletTransaction } from '../connection/sendWalletTransaction.ts'
export {
  createWalletsStore,
  initialWalletsState,
  type SelectedWallet,
  type WalletListing,
  type WalletsState,
  type WalletsStore,
} from '../wallets/walletsStore.ts'
export {
  fetchFeaturedWallets,
  fetchWalletPage,
  searchWallets,
  walletImageUrl,
  RECOMMENDED_WALLET_COUNT,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLET_SEARCH_SIZE,
} from '../wallets/fetchWallets.ts'
export { preloadImages, prefetchWalletList, EAGER_WALLET_IMAGE_COUNT } from '../wallets/prefetchWalletList.ts'
export { WALLET_LIST_CACHE_MS } from '../wallets/walletListCache.ts'
export { selectWallet } from '../wallets/selectWallet.ts'
export { orderAllWallets } from '../wallets/orderAllWallets.ts'
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
} from '../walletConnect/walletConnectConnector.ts'
export {
  cancelWalletConnectPairing,
  connectRemoteSession,
  connectWalletConnect,
  type ConnectWalletConnectParameters,
} from '../walletConnect/connectWalletConnect.ts'
export { chooseWalletDeepLink } from '../walletConnect/chooseWalletDeepLink.ts'
export { restoreWalletConnect } from '../walletConnect/restoreWalletConnect.ts'
export {
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from '../walletConnect/isPairingExpired.ts'
export { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/remoteWalletConnector.ts'
export type { ConnectConnectorOptions } from '../connection/connectInjected.ts'
export {
  connectExternal,
  type ConnectExternalParameters,
  type ConnectExternalReturnType,
} from '../connectors/connectExternal.ts'
export {
  connectNamedWallet,
  NAMED_WALLET_RDNS,
  type ConnectNamedWalletParameters,
  type ConnectNamedWalletReturnType,
} from '../connectors/connectNamedWallet.ts'
export {
  connectionThrough,
  resolveNamedWallet,
  type NamedWalletTarget,
} from '../connectors/resolveNamedWallet.ts'
export {
  toConnectedAccount,
  waitForConnection,
  type ConnectedAccount,
} from '../connection/waitForConnection.ts'
export { compactWalletName, findRegistryWallet } from '../wallets/findRegistryWallet.ts'
export { getWalletPage, type WalletQuery } from '../wallets/fetchWallets.ts'
export { networkImageUrl } from '../chain/networkImageUrl.ts'
export {
  deleteConnection,
  selectConnections,
  switchConnection,
  type ConnectionsOfNamespace,
  type DeleteConnectionParameters,
  type SwitchConnectionParameters,
  type WalletConnection,
  type WalletConnectionAccount,
} from '../connection/walletConnections.ts'
export type { RecentConnection } from '../connection/connectionStore.ts'
export { waitForEmailUpdate } from '../auth/waitForEmailUpdate.ts'
