import type { Cache } from '../cache/cache.ts'

interface Entry {
  value: unknown
  bytes: number
  expiresAt: number
}

/**
 * An in-process cache bounded by the size of what it holds (each value measured as JSON), not by a count: for
 * large values such as images, where a count alone would let memory grow with their size. The least recently
 * used go first; a value larger than the whole budget is not kept.
 *
 * @example
 * const images = createByteLimitedCache({ maxBytes: 64 * 1024 * 1024 })
 * await images.set('k', { contentType: 'image/png', base64: '…' }, 3_600_000)
 */
export function createByteLimitedCache({ maxBytes }: { maxBytes: number }): Cache {
  const entries = new Map<string, Entry>()
  let total = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (entry) total -= entry.bytes
    entries.delete(key)
  }
  return {
    async get<T>(key: string) {
      const entry = entries.get(key)
      if (!entry) return undefined
      remove(key)
      if (entry.expiresAt <= Date.now()) return undefined
      entries.set(key, entry)
      total += entry.bytes
      return entry.value as T
    },
    async set(key, value, ttlMs) {
      remove(key)
      const bytes = JSON.stringify(value).length
      if (bytes > maxBytes) return
      entries.set(key, { value, bytes, expiresAt: Date.now() + ttlMs })
      total += bytes
      while (total > maxBytes) remove(entries.keys().next().value as string)
    },
    async delete(key) {
      remove(key)
    },
    async close() {
      entries.clear()
      total = 0
    },
  }
}
