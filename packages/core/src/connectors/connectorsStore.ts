import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Connector } from './types.ts'

/** Wallets the modal can connect to. */
export interface ConnectorsState {
  /** Known connectors in the order they were announced. */
  connectors: readonly Connector[]
}

/** Store of {@link ConnectorsState}. */
export type ConnectorsStore = StoreApi<ConnectorsState>

/** Creates the connectors store, empty. */
export function createConnectorsStore(): ConnectorsStore {
  return createStore<ConnectorsState>()(() => ({ connectors: [] }))
}
