// @portico/core's public API, the part for the modal, its views and the transaction stack, and toasts.
export type { ModalState, ModalStore } from '../modal/modalStore.ts'
export type { OpenModalParameters } from '../modal/openModal.ts'
export type {
  RouterState,
  RouterStore,
  RouterView,
  TransactionOutcome,
  TransactionStackEntry,
} from '../router/routerStore.ts'
export { detectMobile } from '../router/detectMobile.ts'
export {
  popTransactionStack,
  pushTransactionStack,
  type PopTransactionStackParameters,
} from '../router/transactionStack.ts'
export { shakeModal } from '../modal/shakeModal.ts'
export type { ToastState, ToastStore, ToastVariant } from '../toast/toastStore.ts'
export { hideToast, showToast, type ShowToastParameters } from '../toast/showToast.ts'
export { pushView } from '../router/pushView.ts'
export { replaceView } from '../router/replaceView.ts'
export { resetView } from '../router/resetView.ts'
export { defaultView } from '../router/defaultView.ts'
export { APPKIT_VIEWS, toRouterView, type AppKitView } from '../router/appKitViews.ts'
