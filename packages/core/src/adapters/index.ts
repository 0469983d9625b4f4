export type { AdapterConnector } from './AdapterConnector.ts'
export type { ChainAdapter } from './ChainAdapter.ts'
export type {
  AdapterConnection,
  ChainAdapterEvent,
  ChainAdapterEventMap,
  ChainAdapterListener,
} from './chainAdapterEvents.ts'
export type {
  AdapterCall,
  AdapterCapabilities,
  AdapterConnectParameters,
  AdapterConnectReturnType,
  AdapterDisconnectParameters,
  AdapterGetBalanceParameters,
  AdapterGetBalanceReturnType,
  AdapterSendCallsParameters,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterSignTypedDataParameters,
  AdapterSwitchNetworkParameters,
  AdapterWriteContractParameters,
  HexString,
} from './chainAdapterParameters.ts'
