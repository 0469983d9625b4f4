import type { ChainNamespace } from '@portico/common'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** §3 Modal state. */
export interface ModalState {
  /** Whether the modal is shown. */
  open: boolean
  /** Whether the modal waits on something before it can show its view; cleared on close (§4). */
  loading: boolean
  /** Set for 500 ms to shake the modal (§4, §9). */
  shake: boolean
  /** Namespace the caller asked for on open, if any (§2). */
  namespace: ChainNamespace | undefined
  /** Whether the instance is ready: options applied and the wallet of the last visit reconnected or not (AppKit's `initialized`). */
  initialized: boolean
}

/** Store of {@link ModalState}. */
export type ModalStore = StoreApi<ModalState>

/** Creates the modal store, closed. */
export function createModalStore(): ModalStore {
  return createStore<ModalState>()(() => ({
    open: false,
    loading: false,
    shake: false,
    namespace: undefined,
    initialized: false,
  }))
}
