import { createStore, type StoreApi } from 'zustand/vanilla'

/** Names of the events core tracks (AppKit-compatible spelling). */
export type TrackedEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'
  | 'SWAP_INITIATED'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'REGISTER_NAME_INITIATED'
  | 'REGISTER_NAME_SUCCESS'
  | 'REGISTER_NAME_ERROR'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'ERROR_RPC_METHOD_UNSUPPORTED'

/** One tracked event: `{ type: 'track', event, properties }` as AppKit's `subscribeEvents` delivers it. */
export interface TrackedEventData {
  type: 'track'
  event: TrackedEventName
  /** Event fields (e.g. `{ method: 'browser', name: 'MetaMask' }`). */
  properties?: Record<string, unknown> | undefined
}

/** The last tracked event with its time (ms since epoch). */
export interface EventsState {
  timestamp: number
  data: TrackedEventData | undefined
}

/** Store of {@link EventsState}. */
export type EventsStore = StoreApi<EventsState>

/** Creates the events store with no event yet. */
export function createEventsStore(): EventsStore {
  return createStore<EventsState>()(() => ({ timestamp: 0, data: undefined }))
}
