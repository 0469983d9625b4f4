export { createEvmAdapter, type CreateEvmAdapterOptions } from './createEvmAdapter.ts'
export type {
  AdapterConnectParameters as ConnectParameters,
  AdapterDisconnectParameters as DisconnectParameters,
  AdapterSendCallsParameters as SendCallsParameters,
  AdapterSwitchNetworkParameters as SwitchNetworkParameters,
  Eip1193ConnectReturnType as ConnectReturnType,
} from '@portico/core'
export type { EstimateGasParameters } from './actions/estimateGas.ts'
export type { GetBalanceParameters, GetBalanceReturnType } from './actions/getBalance.ts'
export type { SendTransactionParameters } from './actions/sendTransaction.ts'
export type { SignMessageParameters } from './actions/signMessage.ts'
export type { SignTypedDataParameters } from './actions/signTypedData.ts'
export type { WriteContractParameters } from './actions/writeContract.ts'
