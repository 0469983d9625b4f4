import type { Cache } from './cache.ts'
import { createLruCache } from './createLruCache.ts'
import { createRedisCache } from './createRedisCache.ts'

/**
 * The cache §9 asks for: Redis when `REDIS_URL` is set, else an in-process LRU.
 * The Redis connection is opened lazily, on first use, so building the server stays synchronous.
 *
 * @example
 * const cache = createCache(process.env)
 */
export function createCache(env: { REDIS_URL?: string | undefined }): Cache {
  const url = env.REDIS_URL
  if (!url) return createLruCache()
  let redis: Promise<Cache> | undefined
  const open = () => (redis ??= createRedisCache({ url }))
  return {
    async get<T>(key: string) {
      return (await open()).get<T>(key)
    },
    set: async (key, value, ttlMs) => (await open()).set(key, value, ttlMs),
    delete: async (key) => (await open()).delete(key),
    async close() {
      if (redis) await (await redis).close()
    },
  }
}
