import type { PorticoError } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** The wallet session behind the account: which connector, its provider, the last connect error. */
export interface ConnectionState {
  /** Connector being connected or connected; shown by the Connect view while it waits. */
  connectorId: string | undefined
  /** Provider of the connected wallet. */
  provider: EIP1193Provider | undefined
  /** Stops listening to the connected provider's events. */
  stopWatching: (() => void) | undefined
  /** Why the last connect failed; cleared by the next attempt. */
  error: PorticoError | undefined
  /** Marks the connect attempt in flight, so an answer to an older one is not applied. */
  attempt: symbol | undefined
  /** URL of a pending Farcaster sign-in; cleared when leaving its view (§2). */
  farcasterUrl: string | undefined
}

/** Store of {@link ConnectionState}. */
export type ConnectionStore = StoreApi<ConnectionState>

/** Nothing connected, no error. */
export const initialConnectionState: ConnectionState = {
  connectorId: undefined,
  provider: undefined,
  stopWatching: undefined,
  error: undefined,
  attempt: undefined,
  farcasterUrl: undefined,
}

/** Creates the connection store with no session. */
export function createConnectionStore(): ConnectionStore {
  return createStore<ConnectionState>()(() => initialConnectionState)
}
