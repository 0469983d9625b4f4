export { EthersAdapter, type EthersAdapterOptions } from './EthersAdapter.ts'
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
/** Names an error ethers threw around a wallet's rejection (§8), keeping the wallet's RPC code. */
export { toWrappedWalletError as toEthersWalletError } from '@portico/core'
