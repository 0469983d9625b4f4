export {
  createWalletConnectConnector,
  type CreateWalletConnectConnectorParameters,
  type PorticoWalletConnectConnector,
} from './createWalletConnectConnector.ts'
export { loadWalletConnectConnector } from './loadWalletConnectConnector.ts'
export { keepVerifyLocal } from './keepVerifyLocal.ts'
export { type WalletConnectLogger, type WalletConnectStorage } from './initSignClient.ts'
export {
  proposalNamespaces,
  WALLET_CONNECT_BIP122_METHODS,
  WALLET_CONNECT_SOLANA_METHODS,
} from './proposalNamespaces.ts'
export { WalletRpcError } from './walletRpcError.ts'
export {
  createUniversalProvider,
  type CreateUniversalProviderParameters,
  type PorticoUniversalProvider,
  type UniversalProviderHandle,
} from './createUniversalProvider.ts'
export type {
  UniversalProvider,
  UniversalProviderConnectParameters,
  UniversalProviderEventMap,
  UniversalProviderNamespace,
  UniversalProviderSession,
} from '@portico/core'
export {
  selectRelay,
  WALLETCONNECT_NETWORK_RELAY_URL,
  type RelayNetwork,
  type SelectRelayParameters,
} from './selectRelay.ts'
export { relayRefusalError } from './watchRelayRefusal.ts'
