import { createStore, type StoreApi } from 'zustand/vanilla'

/** §3 Modal state. */
export interface ModalState {
  /** Whether the modal is shown. */
  open: boolean
  /** Whether the modal waits on something before it can show its view; cleared on close (§4). */
  loading: boolean
}

/** Store of {@link ModalState}. */
export type ModalStore = StoreApi<ModalState>

/** Creates the modal store, closed. */
export function createModalStore(): ModalStore {
  return createStore<ModalState>()(() => ({ open: false, loading: false }))
}
