export {
  createAppKit,
  type CreateAppKitOptions,
  /** AppKit's name for {@link CreateAppKitOptions}. */
  type CreateAppKitOptions as CreateAppKit,
} from './createAppKit.ts'
export { AppKitProvider, type AppKitProviderProps } from './AppKitProvider.tsx'
export type { AppKit } from './appKitInstance.ts'
export { useAppKit, type UseAppKitReturnType } from './hooks/useAppKit.ts'
export {
  useAppKitAccount,
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
} from './hooks/useAppKitAccount.ts'
export { useAppKitState, type UseAppKitStateReturnType } from './hooks/useAppKitState.ts'
export { useAppKitTheme, type UseAppKitThemeReturnType } from './hooks/useAppKitTheme.ts'
export {
  useDisconnect,
  type DisconnectParameters,
  type UseDisconnectReturnType,
} from './hooks/useDisconnect.ts'
export { useAppKitNetwork, type UseAppKitNetworkReturnType } from './hooks/useAppKitNetwork.ts'
export { useAppKitEvents, type UseAppKitEventsReturnType } from './hooks/useAppKitEvents.ts'
export { useWalletInfo, type UseWalletInfoReturnType } from './hooks/useWalletInfo.ts'
export { useAppKitProvider, type UseAppKitProviderReturnType } from './hooks/useAppKitProvider.ts'
export { useAppKitNetworkCore, type UseAppKitNetworkCoreReturnType } from './hooks/useAppKitNetworkCore.ts'
export {
  useAppKitWallet,
  type UseAppKitWalletParameters,
  type UseAppKitWalletReturnType,
} from './hooks/useAppKitWallet.ts'
export { useAppKitConnections, type UseAppKitConnectionsReturnType } from './hooks/useAppKitConnections.ts'
export {
  useAppKitConnection,
  type ConnectionChange,
  type UseAppKitConnectionParameters,
  type UseAppKitConnectionReturnType,
} from './hooks/useAppKitConnection.ts'
export { useAppKitUpdateEmail, type UseAppKitUpdateEmailReturnType } from './hooks/useAppKitUpdateEmail.ts'
export { useAppKitSIWX } from './hooks/useAppKitSIWX.ts'
export type { RequestCallbacks, RequestState } from './hooks/useRequestState.ts'
export {
  useAppKitBalance,
  type FetchBalanceResult,
  type UseAppKitBalanceReturnType,
} from './hooks/useAppKitBalance.ts'
export type { AppKitButtonProps, AppKitButtonSize } from './elements/AppKitButton.tsx'
export { APPKIT_MODAL_TAG } from './elements/defineAppKitModal.ts'
export {
  APPKIT_BUTTON_TAG,
  type AppKitButtonAttributes,
  type AppKitButtonElementProps,
  type AppKitModalElementProps,
  APPKIT_WALLET_BUTTON_TAG,
  type AppKitWalletButtonAttributes,
  type AppKitWalletButtonElementProps,
  type PorticoIntrinsicElements,
} from './elements/defineAppKitButton.tsx'
export {
  createAppKitWalletButton,
  type AppKitWalletButton,
  type CreateAppKitWalletButtonParameters,
} from './elements/createAppKitWalletButton.ts'
export type {
  AppKitOptions,
  AppKitView,
  AppMetadata,
  ConnectedAccount,
  CustomRpcUrl,
  DefaultAccountTypes,
  EmbeddedWalletInfo,
  EventsState,
  FeaturesOptions,
  OpenModalParameters,
  PorticoEndpoints,
  PublicAccount,
  PublicState,
  RouterView,
  SendArguments,
  SiwxConfig,
  SwapArguments,
  ThemeMode,
  ThemeVariables,
  WalletConnection,
  WalletInfo,
} from '@portico/core'
export { APPKIT_OPTION_KEYS, createDefaultSiwx } from '@portico/core'
export type { CaipAddress, CaipNetwork, CaipNetworkId } from '@portico/common'
// AppKit's names for these types, so an app changes only its import paths.
export type {
  AppKitView as Views,
  OpenModalParameters as OpenOptions,
  SiwxConfig as SIWXConfig,
} from '@portico/core'
/** AppKit's `Provider` type for `useAppKitProvider<Provider>('eip155')`: an EIP-1193 provider. */
export type { EIP1193Provider as Provider } from 'viem'
