import type { Cache } from './cache.ts'

interface Entry {
  value: unknown
  expiresAt: number
}

/**
 * An in-process cache holding at most `maxEntries` values; the least recently used goes first (§9).
 *
 * @example
 * const cache = createLruCache({ maxEntries: 1000 })
 * await cache.set('k', 1, 30_000)
 */
export function createLruCache({ maxEntries = 10_000 }: { maxEntries?: number } = {}): Cache {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new Error('maxEntries must be a positive integer')
  // A Map keeps insertion order: re-inserting on read moves an entry to the back, so the front is the LRU.
  const entries = new Map<string, Entry>()
  return {
    async get<T>(key: string) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= Date.now()) return undefined
      entries.set(key, entry)
      return entry.value as T
    },
    async set(key, value, ttlMs) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: Date.now() + ttlMs })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    },
    async delete(key) {
      entries.delete(key)
    },
    async close() {
      entries.clear()
    },
  }
}
