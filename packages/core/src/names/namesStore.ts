import { createStore, type StoreApi } from 'zustand/vanilla'

/** §3 Name suggestions: list with loading flag. */
export interface NamesState {
  suggestions: readonly { name: string; registered: boolean }[]
  loading: boolean
  /** Why the last registration failed; the RegisterAccountName view shows it. */
  error: Error | undefined
}

/** Store of {@link NamesState}. */
export type NamesStore = StoreApi<NamesState>

/** Creates the names store. */
export function createNamesStore(): NamesStore {
  return createStore<NamesState>()(() => ({ suggestions: [], loading: false, error: undefined }))
}
