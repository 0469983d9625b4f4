import type { Cache } from './cache.ts'

/**
 * A cache in Redis (§9, when `REDIS_URL` is set). Values are stored as JSON under `prefix + key`
 * with a millisecond expiry. Connects on creation and fails loudly when Redis cannot be reached.
 *
 * @example
 * const cache = await createRedisCache({ url: 'redis://127.0.0.1:6379', prefix: 'portico:' })
 */
export async function createRedisCache({
  url,
  prefix = 'portico:',
}: {
  url: string
  prefix?: string
}): Promise<Cache> {
  // Loaded here, not at the top: a process without REDIS_URL never loads the client (0.15 s of CPU).
  const { createClient } = await import('redis')
  const client = createClient({ url, socket: { connectTimeout: 3_000, reconnectStrategy: false } })
  client.on('error', () => undefined) // surfaced through the failing command instead
  try {
    await client.connect()
  } catch (error) {
    throw new Error(`Redis is not reachable at ${url} (${(error as Error).message})`, { cause: error })
  }
  return {
    async get<T>(key: string) {
      const raw = await client.get(prefix + key)
      return raw === null ? undefined : (JSON.parse(raw) as T)
    },
    async set(key, value, ttlMs) {
      await client.set(prefix + key, JSON.stringify(value), {
        expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) },
      })
    },
    async delete(key) {
      await client.del(prefix + key)
    },
    async close() {
      client.destroy()
    },
  }
}
