import { createStore, type StoreApi } from 'zustand/vanilla'

/** One wallet of the registry (§3 "Wallet listing", as `GET /getWallets` answers). */
export interface WalletListing {
  /** 64-hex wallet id. */
  id: string
  name: string
  /** Id for `GET /getWalletImage/{id}`. */
  image_id: string
  /** Digest of the image's bytes, when the API gives it: the image URL's `v`, which makes it immutable. */
  image_version?: string | undefined
  /** Reverse-DNS name an installed copy announces with (EIP-6963). */
  rdns: string | null
  /** CAIP-2 chain ids the wallet supports. */
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type: 'certified' | 'none'
}

/** The registry wallets the Connect and All wallets views show. */
export interface WalletsState {
  /** §9: the app's featured wallets (featuredWalletIds), in its order. */
  featured: readonly WalletListing[]
  /** §9: 4 wallets recommended after the featured ones. */
  recommended: readonly WalletListing[]
  /** Whether {@link WalletsState.featured} and {@link WalletsState.recommended} hold the registry's answer yet. */
  featuredLoaded: boolean
  /** All wallets, pages of 40 appended as they load. */
  list: readonly WalletListing[]
  /** How many wallets the full list holds. */
  count: number
  /** Last list page loaded (0 before the first). */
  page: number
  /** Whether a list page is loading. */
  loading: boolean
  /** Text of the current search; empty when not searching. */
  search: string
  /** §9: up to 100 wallets matching {@link WalletsState.search}. */
  searchResults: readonly WalletListing[]
  /** Whether a search is running. */
  searching: boolean
  /** Why the last fetch failed; the view offers a retry. */
  error: Error | undefined
  /** The wallet picked to connect over WalletConnect (ConnectingWalletConnect shows it). */
  selected: SelectedWallet | undefined
}

/** A wallet picked from the registry, the recent list or the app's custom wallets. */
export interface SelectedWallet {
  id: string
  name: string
  /** Picture URL, if any. */
  imageUrl: string | undefined
  /** Deep link opened on phones (`scheme://`). */
  mobileLink: string | undefined
  /** Link opened by a desktop app. */
  desktopLink: string | undefined
  /** Web wallet URL. */
  webappLink: string | undefined
  /** Wallet's website, where it can be installed. */
  homepage: string | undefined
}

/** Store of {@link WalletsState}. */
export type WalletsStore = StoreApi<WalletsState>

/** Nothing loaded. */
export const initialWalletsState: WalletsState = {
  featured: [],
  recommended: [],
  featuredLoaded: false,
  list: [],
  count: 0,
  page: 0,
  loading: false,
  search: '',
  searchResults: [],
  searching: false,
  error: undefined,
  selected: undefined,
}

/** Creates the wallets store, empty. */
export function createWalletsStore(): WalletsStore {
  return createStore<WalletsState>()(() => initialWalletsState)
}
