export {
  createDevWalletProvider,
  type DevWalletProvider,
  type DevWalletProviderOptions,
  type DevWalletChain,
} from './devWalletProvider.ts'
export { announceProvider, type ProviderInfo } from './announceProvider.ts'
export { installDevWallet, devWalletInfo, type InstallDevWalletOptions } from './installDevWallet.ts'
export { ProviderRpcError, providerErrorCodes } from './providerRpcError.ts'
