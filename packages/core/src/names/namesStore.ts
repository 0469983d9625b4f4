import { createStore, type StoreApi } from 'zustand/vanilla'

/** §3 Name suggestions: list with loading flag. */
export interface NamesState {
  suggestions: readonly { name: string; registered: boolean }[]
  /** The label (lower-case, no suffix) `suggestions` answer; `undefined` until one is answered. */
  label: string | undefined
  /** The label last asked about; an answer for another one is dropped. */
  requested: string | undefined
  loading: boolean
  /** Why the last registration failed; the RegisterAccountName view shows it. */
  error: Error | undefined
}

/** Store of {@link NamesState}. */
export type NamesStore = StoreApi<NamesState>

/** Creates the names store. */
export function createNamesStore(): NamesStore {
  return createStore<NamesState>()(() => ({
    suggestions: [],
    label: undefined,
    requested: undefined,
    loading: false,
    error: undefined,
  }))
}
