// The framework-free entry (AppKit's `@reown/appkit`): createAppKit and the custom elements for pages without
// React. Nothing here loads React up front: createAppKit's module graph is core, the stores and the element
// shells; the buttons' and the modal's React code (React bundled in) loads when a button is shown or the modal
// opens. entryGraph.test.ts holds it to that.
export {
  createAppKit,
  createAppKitWalletButton,
  type AppKitWalletButton,
  type CreateAppKitWalletButtonParameters,
  APPKIT_BUTTON_TAG,
  APPKIT_MODAL_TAG,
  APPKIT_WALLET_BUTTON_TAG,
  type AppKit,
  type AppKitButtonAttributes,
  type AppKitWalletButtonAttributes,
  type CreateAppKitOptions,
  type AppKitOptions,
  type AppMetadata,
  type PorticoEndpoints,
  type PublicAccount,
  type PublicState,
  type RouterView,
  type ThemeMode,
  type CaipNetwork,
  type CaipNetworkId,
} from '@portico/react'
