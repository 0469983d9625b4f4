import { STORAGE_KEY_PREFIX } from '@portico/common'
import type { SafeStorage } from '../storage/createSafeStorage.ts'

/** §3 embedded-wallet session cache keys, under the `@appkit/` prefix. */
export const EMBEDDED_STORAGE_KEYS = {
  email: `${STORAGE_KEY_PREFIX}embedded_email`,
  userName: `${STORAGE_KEY_PREFIX}embedded_username`,
  emailLoginUsed: `${STORAGE_KEY_PREFIX}email_login_used`,
  lastEmailLoginTime: `${STORAGE_KEY_PREFIX}last_email_login_time`,
  lastChain: `${STORAGE_KEY_PREFIX}embedded_last_chain`,
  smartAccountEnabledNetworks: `${STORAGE_KEY_PREFIX}smart_account_enabled_networks`,
} as const

/** §3 embedded-wallet session cache. */
export interface EmbeddedSessionCache {
  email: string | undefined
  userName: string | undefined
  emailLoginUsed: boolean
  /** ms since epoch. */
  lastEmailLoginTime: number | undefined
  /** CAIP-2 id of the chain the wallet was last on. */
  lastChain: string | undefined
}

/**
 * Reads the §3 embedded-wallet session cache; unreadable values count as missing.
 *
 * @example
 * readEmbeddedSessionCache(context.storage).lastEmailLoginTime // 1767000000000
 */
export function readEmbeddedSessionCache(storage: SafeStorage): EmbeddedSessionCache {
  const time = Number(storage.getItem(EMBEDDED_STORAGE_KEYS.lastEmailLoginTime))
  return {
    email: storage.getItem(EMBEDDED_STORAGE_KEYS.email),
    userName: storage.getItem(EMBEDDED_STORAGE_KEYS.userName),
    emailLoginUsed: storage.getItem(EMBEDDED_STORAGE_KEYS.emailLoginUsed) === 'true',
    lastEmailLoginTime: Number.isFinite(time) && time > 0 ? time : undefined,
    lastChain: storage.getItem(EMBEDDED_STORAGE_KEYS.lastChain),
  }
}

/**
 * Writes the given fields of the §3 embedded-wallet session cache; `undefined` removes one.
 *
 * @example
 * writeEmbeddedSessionCache(context.storage, { lastEmailLoginTime: Date.now() })
 */
export function writeEmbeddedSessionCache(storage: SafeStorage, values: Partial<EmbeddedSessionCache>): void {
  for (const [field, value] of Object.entries(values)) {
    const key = EMBEDDED_STORAGE_KEYS[field as keyof typeof EMBEDDED_STORAGE_KEYS]
    if (value === undefined) storage.removeItem(key)
    else storage.setItem(key, String(value))
  }
}

/**
 * Forgets the session's user (email, user name, last chain) on sign-out; the login time stays, so the §9
 * cooldown still holds.
 *
 * @example
 * clearEmbeddedSession(context.storage)
 */
export function clearEmbeddedSession(storage: SafeStorage): void {
  writeEmbeddedSessionCache(storage, { email: undefined, userName: undefined, lastChain: undefined })
}
