export type { ChainNamespace, CaipNetworkId, CaipNetwork } from './network.ts'
export type { TokenBalance, GetBalanceResponse } from './balance.ts'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaip10Address,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toEip155NetworkId,
  type CaipAddress,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
} from './caip.ts'
export { isChainNamespace, isKnownNamespace, KNOWN_NAMESPACES, type KnownNamespace } from './namespace.ts'
export * from './constants.ts'
export { isAddressForNamespace, parseAddress, type AddressOptions } from './address/parseAddress.ts'
export { isEvmAddress, parseEvmAddress, type EvmAddressOptions } from './address/evm.ts'
export { encodeSolanaAddress, isSolanaAddress, parseSolanaAddress } from './address/solana.ts'
export {
  isBitcoinAddress,
  parseBitcoinAddress,
  type BitcoinAddressOptions,
  type BitcoinAddressType,
  type BitcoinNetwork,
  type ParsedBitcoinAddress,
} from './address/bitcoin.ts'
export {
  encodeSs58Address,
  isSs58Address,
  parseSs58Address,
  type ParsedSs58Address,
  type Ss58AddressOptions,
} from './address/polkadot.ts'
export { isCosmosAddress } from './address/cosmos.ts'
export { isAlgorandAddress } from './address/algorand.ts'
export { isCardanoAddress } from './address/cardano.ts'
export { isMultiversxAddress } from './address/multiversx.ts'
export { isNearAddress } from './address/near.ts'
export { isTezosAddress } from './address/tezos.ts'
export { defineNetwork, type DefineNetworkParameters } from './chains/defineNetwork.ts'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bsc,
  bscTestnet,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
} from './chains/evm.ts'
export { solana, solanaDevnet, solanaTestnet } from './chains/solana.ts'
export { bitcoin, bitcoinTestnet } from './chains/bitcoin.ts'
export { findNetworkByCaipId, knownNetworks } from './chains/knownNetworks.ts'
export {
  isAllowedRpcMethod,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from './rpcMethods.ts'
export { WALLET_CONNECT_EIP155_METHODS } from './walletConnectMethods.ts'
export {
  BALANCE_ADDING_OPERATIONS,
  BALANCE_REDUCING_OPERATIONS,
  operationDirection,
  type OperationDirection,
} from './operationType.ts'
export { truncateAddress } from './format/address.ts'
export {
  formatBalance,
  formatTokenAmount,
  isDecimalString,
  type FormatBalanceOptions,
} from './format/number.ts'
export {
  formatNetworkBalance,
  formatSwapDestinationAmount,
  formatSwapMessageAmount,
  formatTransactionAmount,
  type FormatAmountOptions,
  type NetworkBalanceContext,
} from './format/amount.ts'
export { formatRelativeTime, type RelativeTimeUnit } from './format/relativeTime.ts'
export {
  PorticoError,
  type ErrorCauseParameters,
  type PorticoErrorParameters,
} from './errors/PorticoError.ts'
export { AppKitNotCreatedError, InvalidOptionsError, ProjectIdNotConfiguredError } from './errors/options.ts'
export {
  InvalidAddressError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from './errors/caip.ts'
export {
  ChainIdNotFoundError,
  ConnectionSupersededError,
  ConnectorNotFoundError,
  NoAccountsReturnedError,
  UserRejectedRequestError,
  WalletRequestError,
} from './errors/connection.ts'
export { HttpRequestError, InvalidResponseError } from './errors/http.ts'
export { InvalidDecimalStringError, TokenBalanceUnavailableError } from './errors/balance.ts'
export * from './errors/swap.ts'
export * from './errors/transaction.ts'
export * from './errors/auth.ts'
export * from './errors/alerts.ts'
export * from './errors/chain.ts'
export * from './errors/adapter.ts'
export * from './errors/names.ts'
export * from './errors/rpc.ts'
export * from './errors/provider.ts'
export { NOTICES } from './errors/notices.ts'
