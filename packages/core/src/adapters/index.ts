export type { AdapterConnector } from './AdapterConnector.ts'
export type { ChainAdapter } from './ChainAdapter.ts'
export type { ChainAdapterEvent, ChainAdapterEventMap, ChainAdapterListener } from './chainAdapterEvents.ts'
export type {
  AdapterCapabilities,
  AdapterConnectParameters,
  AdapterConnectReturnType,
  AdapterDisconnectParameters,
  AdapterGetBalanceParameters,
  AdapterGetBalanceReturnType,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterSwitchNetworkParameters,
  AdapterWriteContractParameters,
  HexString,
} from './chainAdapterParameters.ts'
