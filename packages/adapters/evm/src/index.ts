export { createEvmAdapter, type CreateEvmAdapterOptions } from './createEvmAdapter.ts'
export type { ConnectParameters, ConnectReturnType } from './actions/connect.ts'
export type { DisconnectParameters } from './actions/disconnect.ts'
export type { EstimateGasParameters } from './actions/estimateGas.ts'
export type { GetBalanceParameters, GetBalanceReturnType } from './actions/getBalance.ts'
export type { SendTransactionParameters } from './actions/sendTransaction.ts'
export type { SignMessageParameters } from './actions/signMessage.ts'
export type { SwitchNetworkParameters } from './actions/switchNetwork.ts'
export type { WriteContractParameters } from './actions/writeContract.ts'
export {
  ChainSwitchError,
  DisconnectFailedError,
  MissingCapabilitiesAddressError,
  ProviderNotConnectedError,
  RpcUrlNotFoundError,
} from './errors/adapter.ts'
export {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedRequestError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  type WalletErrorParameters,
} from './errors/provider.ts'
export { toEvmWalletError } from './errors/toEvmWalletError.ts'
