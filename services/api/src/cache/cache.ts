// §9: caches for the data API. Values are JSON-serialisable; the store decides where they live.

/** A key-value cache with per-entry lifetimes (in process or in Redis). */
export interface Cache {
  /** The stored value, or undefined when absent or expired. */
  get<T>(key: string): Promise<T | undefined>
  /** Stores `value` for `ttlMs` milliseconds. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
  /** Releases connections (a no-op in process). */
  close(): Promise<void>
}

/**
 * §9 lifetimes: portfolio and native balance 30 s, names and identity 5 min.
 *
 * @example
 * await cache.set(key, balances, cacheLifetimes.balanceMs)
 */
export const cacheLifetimes = {
  balanceMs: 30_000,
  portfolioMs: 30_000,
  namesMs: 5 * 60_000,
  identityMs: 5 * 60_000,
} as const
