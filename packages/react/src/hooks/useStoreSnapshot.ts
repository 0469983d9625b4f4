import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'

/**
 * The current state of a core store; re-renders when it changes. Core stores replace their state object on
 * every change, so the snapshot is stable between changes as `useSyncExternalStore` requires.
 *
 * @example
 * const { status } = useStoreSnapshot(appKit.stores.account)
 */
export function useStoreSnapshot<State>(store: StoreApi<State>): State {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
