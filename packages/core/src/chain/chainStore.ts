import type { CaipNetwork } from '@portico/common'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** §3 Chain state. */
export interface ChainState {
  /** Networks the app supports, as given in the options. */
  networks: readonly CaipNetwork[]
  /** Network in use; `undefined` while the wallet is on a network the app does not support. */
  activeNetwork: CaipNetwork | undefined
}

/** Store of {@link ChainState}. */
export type ChainStore = StoreApi<ChainState>

/** Creates the chain store with `activeNetwork` as the network in use. */
export function createChainStore(networks: readonly CaipNetwork[], activeNetwork: CaipNetwork): ChainStore {
  return createStore<ChainState>()(() => ({ networks, activeNetwork }))
}
