import { createStore, type StoreApi } from 'zustand/vanilla'

/** §2: every view of the modal, and the lazily available ones (email … history). */
export type RouterView =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'UnsupportedChain'
  | 'ApproveTransaction'
  | 'SIWXSignMessage'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  /** The network picker (opened from the Account view and the network button). */
  | 'Networks'
  | 'Email'
  | 'Socials'
  | 'Swap'
  | 'Send'
  | 'Receive'
  | 'OnRamp'
  | 'History'
  /** Email login: the one-time code entry (issue 7). */
  | 'EmailVerifyOtp'
  /** Email login: waiting for the new device to be approved from the email. */
  | 'EmailVerifyDevice'
  /** Social login: waiting for the provider's popup or redirect. */
  | 'ConnectingSocial'
  /** Email update: the new address. */
  | 'UpdateEmailWallet'
  /** Email update: the code sent to the current address. */
  | 'UpdateEmailPrimaryOtp'
  /** Email update: the code sent to the new address. */
  | 'UpdateEmailSecondaryOtp'
  /** "What is a wallet?": onboarding for people without one (AppKit's view of that name, the wallet guide). */
  | 'WhatIsAWallet'
  /** "What is a network?": onboarding reached from the Networks view (AppKit's view of that name). */
  | 'WhatIsANetwork'

/** §2: what the view becomes after a transaction-stack entry succeeds. */
export type TransactionOutcome =
  /** Back to the view before the transaction. */
  | { type: 'goBack' }
  /** The transaction's view is replaced by the sign-in view. */
  | { type: 'replaceWithSignIn' }
  /** The history is reset to `view`. */
  | { type: 'reset'; view: RouterView }

/** One pending wallet request that owns the view until it settles (§2, §4). */
export interface TransactionStackEntry {
  /** What happens to the view on success. */
  onSuccess: TransactionOutcome
  /** Called when the request fails or is cancelled. */
  onCancel?: (() => void) | undefined
}

/** Where the modal is and how it got there. */
export interface RouterState {
  /** View shown now; always the last entry of `history`. */
  view: RouterView
  /** Views visited since the last reset, oldest first; back pops it (§2). */
  history: readonly RouterView[]
  /** Pending wallet requests, oldest first (§2, §4). */
  transactionStack: readonly TransactionStackEntry[]
}

/** Store of {@link RouterState}. */
export type RouterStore = StoreApi<RouterState>

/** Creates the router store at the Connect view. */
export function createRouterStore(): RouterStore {
  return createStore<RouterState>()(() => ({ view: 'Connect', history: ['Connect'], transactionStack: [] }))
}
