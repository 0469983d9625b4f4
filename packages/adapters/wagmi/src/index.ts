export { WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter.ts'
export { toWagmiChain } from './toWagmiChain.ts'
export {
  porticoConnector,
  type PorticoConnectorBinding,
  type PorticoConnectorParameters,
} from './connectors/porticoConnector.ts'
