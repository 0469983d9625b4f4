import type { CaipNetworkId } from '@portico/common'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** §3 Sign-in session: data, message, signature. */
export interface SiwxSession {
  /** What was signed in to: at least the address and network. */
  data: { accountAddress: string; chainId: CaipNetworkId }
  /** The message the wallet signed. */
  message: string
  /** The wallet's signature. */
  signature: string
}

/** Sign-in sessions of this instance. */
export interface SiwxState {
  /** Stored sessions. */
  sessions: readonly SiwxSession[]
}

/** Store of {@link SiwxState}. */
export type SiwxStore = StoreApi<SiwxState>

/**
 * Creates the sign-in store with no session.
 *
 * @example
 * const siwx = createSiwxStore()
 * siwx.getState().sessions // []
 */
export function createSiwxStore(): SiwxStore {
  return createStore<SiwxState>()(() => ({ sessions: [] }))
}
