import { useSyncExternalStore } from 'react'
import type { WebWallet } from './createWebWallet.ts'
import type { WebWalletState } from './webWalletState.ts'

/**
 * The web wallet's state, re-rendering on every change.
 *
 * @example
 * const { sessions } = useWebWallet(wallet)
 */
export function useWebWallet(wallet: WebWallet): WebWalletState {
  return useSyncExternalStore(wallet.subscribe, wallet.getState, wallet.getState)
}
