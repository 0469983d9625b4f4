import { BALANCE_CACHE_MS, IDENTITY_CACHE_MS } from '@portico/common'
import type { SafeStorage } from './createSafeStorage.ts'
import { STORAGE_KEYS } from './storageKeys.ts'

/** §3 timestamped caches. */
export type CacheName = 'portfolio' | 'nativeBalance' | 'name' | 'identity'

/**
 * How long an entry of each cache lives, in ms (§9).
 *
 * @example
 * CACHE_LIFETIMES_MS.identity // 300000
 */
export const CACHE_LIFETIMES_MS: Readonly<Record<CacheName, number>> = {
  // §9: portfolio and native balance cache 30 s.
  portfolio: BALANCE_CACHE_MS,
  nativeBalance: BALANCE_CACHE_MS,
  // §9: name and identity cache 5 min.
  name: IDENTITY_CACHE_MS,
  identity: IDENTITY_CACHE_MS,
}

const CACHE_KEYS: Readonly<Record<CacheName, string>> = {
  portfolio: STORAGE_KEYS.portfolioCache,
  nativeBalance: STORAGE_KEYS.nativeBalanceCache,
  name: STORAGE_KEYS.nameCache,
  identity: STORAGE_KEYS.identityCache,
}

interface CacheEntry {
  timestamp: number
  value: unknown
}

function readEntries(storage: SafeStorage, cache: CacheName): Record<string, CacheEntry> {
  const stored = storage.getJson(CACHE_KEYS[cache])
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, CacheEntry>)
    : {}
}

/**
 * The cached value for `key` (a CAIP address or an address), or `undefined` when absent or older than the
 * cache's §9 lifetime.
 *
 * @example
 * readCache(storage, 'nativeBalance', 'eip155:1:0xabc') // { balance: '1.5', symbol: 'ETH' }
 */
export function readCache(storage: SafeStorage, cache: CacheName, key: string): unknown {
  const entry = readEntries(storage, cache)[key]
  if (typeof entry !== 'object' || entry === null || typeof entry.timestamp !== 'number') return undefined
  return Date.now() - entry.timestamp < CACHE_LIFETIMES_MS[cache] ? entry.value : undefined
}

/**
 * Caches `value` for `key` with the current time; expired entries of the same cache are dropped.
 *
 * @example
 * writeCache(storage, 'nativeBalance', 'eip155:1:0xabc', { balance: '1.5', symbol: 'ETH' })
 */
export function writeCache(storage: SafeStorage, cache: CacheName, key: string, value: unknown): void {
  const now = Date.now()
  const kept = Object.entries(readEntries(storage, cache)).filter(
    ([, entry]) => typeof entry?.timestamp === 'number' && now - entry.timestamp < CACHE_LIFETIMES_MS[cache],
  )
  storage.setJson(CACHE_KEYS[cache], { ...Object.fromEntries(kept), [key]: { timestamp: now, value } })
}
