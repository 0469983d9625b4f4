import type { ChainNamespace } from '@portico/common'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountStatus } from '../account/accountStore.ts'
import type { WalletDeepLink } from '../storage/walletDeepLink.ts'
import type { RecentWallet } from '../storage/recentWallets.ts'

/** §3 Wallet connection state: a remote (WalletConnect) pairing and how it went. */
export interface WalletConnectionState {
  /** Pairing URI shown as a QR code or opened as a deep link. */
  uri: string | undefined
  /** When the pairing expires (ms since epoch). */
  pairingExpiry: number | undefined
  /** Deep link the user chose to open the wallet. */
  linking: WalletDeepLink | undefined
  /** Wallet being connected, recorded as recent when the connection is finalised. */
  recentWallet: RecentWallet | undefined
  /** §4: connection status per namespace; a namespace not listed is disconnected. */
  status: Partial<Record<ChainNamespace, AccountStatus>>
  /** Whether the last attempt failed. */
  error: boolean
  /** Whether the wallet is still being reached. */
  buffering: boolean
}

/** Store of {@link WalletConnectionState}. */
export type WalletConnectionStore = StoreApi<WalletConnectionState>

/** No pairing, every namespace disconnected. */
export const initialWalletConnectionState: WalletConnectionState = {
  uri: undefined,
  pairingExpiry: undefined,
  linking: undefined,
  recentWallet: undefined,
  status: {},
  error: false,
  buffering: false,
}

/**
 * Creates the wallet connection store.
 *
 * @example
 * createWalletConnectionStore().getState().status // {}
 */
export function createWalletConnectionStore(): WalletConnectionStore {
  return createStore<WalletConnectionState>()(() => initialWalletConnectionState)
}
