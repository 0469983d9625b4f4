import { RECENT_WALLETS_LIMIT } from '@portico/common'
import type { SafeStorage } from './createSafeStorage.ts'
import { STORAGE_KEYS } from './storageKeys.ts'

/** A wallet the user connected recently (§3 wallet listing fields that the list shows). */
export interface RecentWallet {
  /** Registry id of the wallet. */
  id: string
  /** Display name. */
  name: string
  /** Registry image id, when known. */
  image_id?: string | undefined
}

/**
 * Recently used wallets, most recent first; anything malformed in storage is dropped.
 *
 * @example
 * getRecentWallets(storage) // [{ id: 'metamask', name: 'MetaMask' }]
 */
export function getRecentWallets(storage: SafeStorage): RecentWallet[] {
  const stored = storage.getJson(STORAGE_KEYS.recentWallets)
  if (!Array.isArray(stored)) return []
  return stored.filter(isRecentWallet).slice(0, RECENT_WALLETS_LIMIT)
}

/**
 * Puts `wallet` first in the recent wallets, removing an older entry with its id; §3 keeps at most 2.
 *
 * @example
 * addRecentWallet(storage, { id: 'metamask', name: 'MetaMask' })
 */
export function addRecentWallet(storage: SafeStorage, wallet: RecentWallet): RecentWallet[] {
  const others = getRecentWallets(storage).filter(({ id }) => id !== wallet.id)
  // §9: recent wallets kept 2.
  const next = [wallet, ...others].slice(0, RECENT_WALLETS_LIMIT)
  storage.setJson(STORAGE_KEYS.recentWallets, next)
  return next
}

function isRecentWallet(value: unknown): value is RecentWallet {
  if (typeof value !== 'object' || value === null) return false
  const { id, name } = value as Record<string, unknown>
  return typeof id === 'string' && typeof name === 'string'
}
