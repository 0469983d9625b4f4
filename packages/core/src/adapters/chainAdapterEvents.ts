import type { CaipNetworkId } from '@portico/common'

/** What a {@link ChainAdapter} reports about the connected wallet, by event name. */
export interface ChainAdapterEventMap {
  /** The wallet exposes other accounts; the first is the active one. */
  accountsChanged: { address: string; accounts: readonly string[] }
  /** The wallet moved to another chain. */
  chainChanged: { chainId: number | string; caipNetworkId: CaipNetworkId }
  /** The wallet ended the connection (no account left, EIP-1193 `disconnect`, or `disconnect()`). */
  disconnect: undefined
}

/** Name of a {@link ChainAdapterEventMap} event. */
export type ChainAdapterEvent = keyof ChainAdapterEventMap

/** A listener of one {@link ChainAdapterEventMap} event. */
export type ChainAdapterListener<E extends ChainAdapterEvent> = (payload: ChainAdapterEventMap[E]) => void
