import type { SafeStorage } from './createSafeStorage.ts'
import { STORAGE_KEYS } from './storageKeys.ts'

/** §3: the wallet deep link chosen. */
export interface WalletDeepLink {
  /** Link that opens the wallet. */
  href: string
  /** Wallet name. */
  name: string
}

/**
 * The stored deep link choice, when there is a well-formed one.
 *
 * @example
 * getWalletDeepLink(storage) // { href: 'metamask://', name: 'MetaMask' }
 */
export function getWalletDeepLink(storage: SafeStorage): WalletDeepLink | undefined {
  const stored = storage.getJson(STORAGE_KEYS.walletDeepLink)
  if (typeof stored !== 'object' || stored === null) return undefined
  const { href, name } = stored as Record<string, unknown>
  return typeof href === 'string' && typeof name === 'string' ? { href, name } : undefined
}

/**
 * Stores the deep link choice (§4: finalising a connection stores it).
 *
 * @example
 * setWalletDeepLink(storage, { href: 'metamask://', name: 'MetaMask' })
 */
export function setWalletDeepLink(storage: SafeStorage, { href, name }: WalletDeepLink): void {
  storage.setJson(STORAGE_KEYS.walletDeepLink, { href, name })
}

/**
 * Removes the deep link choice (§4: a connection reset clears it).
 *
 * @example
 * removeWalletDeepLink(storage)
 */
export function removeWalletDeepLink(storage: SafeStorage): void {
  storage.removeItem(STORAGE_KEYS.walletDeepLink)
}
