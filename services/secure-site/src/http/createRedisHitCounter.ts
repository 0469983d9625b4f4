import type { HitCounter } from './createRateLimiter.ts'

// INCR and the window's expiry in one step, so a crash between them cannot leave a counter that never ends.
const COUNT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { hits, ttl }`

/** A {@link HitCounter} in Redis, with the client to close when the server stops. */
export interface RedisHitCounter extends HitCounter {
  close(): Promise<void>
}

/**
 * A {@link HitCounter} in Redis at `url` (keys `<prefix><name>:<key>`, each expiring with its window), for secure
 * sites that run many processes without wanting limiter writes in PostgreSQL.
 *
 * @example
 * const counter = await createRedisHitCounter({ url: 'redis://127.0.0.1:6379', onError: console.error })
 * await counter.count('email-verify-ip:203.0.113.7', 600_000) // { hits: 1, resetInMs: 600000 }
 */
export async function createRedisHitCounter({
  url,
  prefix = 'portico:secure-site:limit:',
  onError,
}: {
  url: string
  prefix?: string
  /** Connection trouble after the start (the client reconnects by itself; hits fail meanwhile). */
  onError: (error: unknown) => void
}): Promise<RedisHitCounter> {
  // Loaded here, not at the top: a process without REDIS_URL never loads the client (0.15 s of CPU).
  const { createClient } = await import('redis')
  const client = createClient({ url, socket: { connectTimeout: 3_000 } })
  client.on('error', onError)
  await client.connect()
  return {
    async count(key, windowMs) {
      const reply = (await client.eval(COUNT_SCRIPT, {
        keys: [`${prefix}${key}`],
        arguments: [String(Math.max(1, Math.round(windowMs)))],
      })) as [number, number]
      return { hits: Number(reply[0]), resetInMs: Number(reply[1]) }
    },
    async close() {
      await client.close()
    },
  }
}
