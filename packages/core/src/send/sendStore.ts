import { createStore, type StoreApi } from 'zustand/vanilla'

/** A token that can be sent, as the balance endpoint lists it (§3 token balance entry). */
export interface SendToken {
  name: string
  symbol: string
  /** CAIP-2 network id, e.g. `eip155:31337`. */
  chainId: string
  /** CAIP-10 address of the token contract, or the native coin's address form; `undefined` for native. */
  address?: string | undefined
  quantity: { decimals: string; numeric: string }
  iconUrl: string
  price: number
  value: number | undefined
}

/** §3 Send draft. */
export interface SendState {
  token: SendToken | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  gasPrice: bigint | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  tokenBalances: readonly SendToken[]
  /** Why the last send failed; shown by the Send view. */
  error: Error | undefined
}

/** Store of {@link SendState}. */
export type SendStore = StoreApi<SendState>

/** An empty draft. */
export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  error: undefined,
}

/** Creates the send store with an empty draft. */
export function createSendStore(): SendStore {
  return createStore<SendState>()(() => initialSendState)
}
