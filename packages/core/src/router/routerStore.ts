import { createStore, type StoreApi } from 'zustand/vanilla'

/** §2: every view of the modal. Views without a screen yet are named so later ones slot in. */
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

/** Where the modal is and how it got there. */
export interface RouterState {
  /** View shown now; always the last entry of `history`. */
  view: RouterView
  /** Views visited since the last reset, oldest first; back pops it (§2). */
  history: readonly RouterView[]
}

/** Store of {@link RouterState}. */
export type RouterStore = StoreApi<RouterState>

/** Creates the router store at the Connect view. */
export function createRouterStore(): RouterStore {
  return createStore<RouterState>()(() => ({ view: 'Connect', history: ['Connect'] }))
}
