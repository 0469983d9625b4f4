import { createStore, type StoreApi } from 'zustand/vanilla'
import type { FetchNftsError } from './fetchNftsError.ts'

/** One NFT of the Portico API's `GET /v1/account/{address}/nfts`. */
export interface AccountNft {
  /** CAIP-2 id of the chain. */
  chain: string
  /** The collection contract, lower-case. */
  contract: string
  /** Decimal token id. */
  tokenId: string
  standard: 'erc721' | 'erc1155'
  /** Decimal count held ("1" for ERC-721). */
  amount: string
  /** Null when the metadata could not be read. */
  name: string | null
  description: string | null
  /** The API's URL of the image; null when there is none. */
  image: string | null
  collectionName: string | null
  isSpam: boolean
  spamReason?: string | null | undefined
}

/** What the NFTs tab shows. */
export interface NftState {
  /** The account and network the list belongs to; a change starts over. */
  caipAddress: string | undefined
  caipNetworkId: string | undefined
  nfts: AccountNft[]
  /** Cursor of the next page; undefined after the last. */
  next: string | undefined
  loading: boolean
  /** Set when the last fetch failed; the list keeps what it had. */
  error: FetchNftsError | undefined
  /** True when the first page came back empty. */
  empty: boolean
}

/** A store of {@link NftState}. */
export type NftStore = StoreApi<NftState>

/** The state before anything is fetched. */
export const initialNftState: NftState = {
  caipAddress: undefined,
  caipNetworkId: undefined,
  nfts: [],
  next: undefined,
  loading: false,
  error: undefined,
  empty: false,
}

/**
 * A store for one NFT list (the Account view's NFTs tab makes its own, so the first load carries none).
 *
 * @example
 * const store = createNftStore()
 * await fetchNfts(context, store)
 */
export function createNftStore(): NftStore {
  return createStore<NftState>(() => ({ ...initialNftState }))
}
