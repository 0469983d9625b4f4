import type { WalletPreferences } from './webWalletState.ts'

const key = 'portico-web-wallet:preferences'

/**
 * The account, network and auto-approval the person chose on an earlier visit; empty when there is none or
 * storage is unavailable.
 *
 * @example
 * createWebWallet({ ...config, preferences: loadPreferences(localStorage) })
 */
export function loadPreferences(storage: Pick<Storage, 'getItem'> | undefined): Partial<WalletPreferences> {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(key) ?? '{}')
    return typeof saved === 'object' && saved !== null ? (saved as Partial<WalletPreferences>) : {}
  } catch {
    return {}
  }
}

/**
 * Keeps the person's choices for the next visit; a storage failure (private mode, quota) is ignored.
 *
 * @example
 * createWebWallet({ ...config, onPreferencesChange: (p) => savePreferences(localStorage, p) })
 */
export function savePreferences(
  storage: Pick<Storage, 'setItem'> | undefined,
  preferences: WalletPreferences,
): void {
  try {
    storage?.setItem(key, JSON.stringify(preferences))
  } catch {
    // Not kept: the wallet starts on account 0 next time.
  }
}
