import { createStore, type StoreApi } from 'zustand/vanilla'

/** One transfer of a §3 Transaction. */
export interface HistoryTransfer {
  fungible_info?: { name?: string; symbol: string; icon?: { url: string } } | undefined
  nft_info?:
    { name?: string; content?: { preview?: { url: string } }; flags?: { is_spam: boolean } } | undefined
  direction?: 'in' | 'out' | 'self' | undefined
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}

/** §3 Transaction. */
export interface HistoryTransaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    status: string
    operationType: string
    sentFrom: string
    sentTo: string
    hash?: string | undefined
  }
  transfers: HistoryTransfer[]
}

/** §4 Transaction list: loading, empty, next cursor for paging. */
export interface HistoryState {
  /** CAIP address the list belongs to. */
  caipAddress: string | undefined
  transactions: readonly HistoryTransaction[]
  loading: boolean
  /** True once a first page loaded with nothing in it. */
  empty: boolean
  /** Cursor of the next page; `undefined` when the last page is loaded. */
  next: string | undefined
  error: Error | undefined
}

/** Store of {@link HistoryState}. */
export type HistoryStore = StoreApi<HistoryState>

/** Nothing loaded. */
export const initialHistoryState: HistoryState = {
  caipAddress: undefined,
  transactions: [],
  loading: false,
  empty: false,
  next: undefined,
  error: undefined,
}

/** Creates the history store. */
export function createHistoryStore(): HistoryStore {
  return createStore<HistoryState>()(() => initialHistoryState)
}
