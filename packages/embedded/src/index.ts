export { createEmbeddedProvider, type EmbeddedProviderParameters } from './createEmbeddedProvider.ts'
export {
  createEmbeddedWallet,
  loadEmbeddedWallet,
  type CreateEmbeddedWalletParameters,
} from './createEmbeddedWallet.ts'
export {
  FRAME_TITLE,
  createEmbeddedWalletFrame,
  type EmbeddedWalletFrame,
  type EmbeddedWalletFrameParameters,
} from './createEmbeddedWalletFrame.ts'
export {
  CONNECT_TIMEOUT_MS,
  READY_TIMEOUT_MS,
  createFrameMessenger,
  type FrameMessenger,
  type FrameMessengerParameters,
  type FrameNotice,
  type FrameRequestOptions,
  type PostTarget,
} from './createFrameMessenger.ts'
export { FrameRequestError, FrameRequestTimeoutError, InvalidFrameRequestError } from './embeddedErrors.ts'
export {
  POPUP_CLOSED_POLL_MS,
  waitForSocialResult,
  type WaitForSocialResultParameters,
} from './waitForSocialResult.ts'
