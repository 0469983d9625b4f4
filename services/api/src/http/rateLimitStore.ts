/** The outcome of counting one request against a budget. */
export interface RateLimitHit {
  /** Whether the request is within the budget. */
  allowed: boolean
  /** Milliseconds until the window resets (when the caller may try again). */
  retryAfterMs: number
}

/** Fixed-window counters shared by every route: in process, or in Redis so that every API process agrees. */
export interface RateLimitStore {
  /** Counts one request under `key` and says whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit>
  close(): Promise<void>
}

/**
 * Counters in this process, at most `maxKeys` of them: when full, expired windows go first, then the oldest,
 * so a flood of distinct keys (random IPs behind a proxy) cannot grow memory without bound.
 *
 * @example
 * const store = createMemoryRateLimitStore()
 * await store.hit('ip:127.0.0.1', 600, 60_000) // { allowed: true, retryAfterMs: 60000 }
 */
export function createMemoryRateLimitStore({
  maxKeys = 100_000,
}: { maxKeys?: number } = {}): RateLimitStore & {
  /** How many counters are held now. */
  size(): number
} {
  const windows = new Map<string, { count: number; resetAt: number }>()
  // Frees a tenth of the room at once, so a flood of new keys pays for one scan per maxKeys / 10 keys.
  function makeRoom(now: number) {
    const target = Math.floor(maxKeys * 0.9)
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
    // Still full: a Map iterates in insertion order, so the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size <= target) break
      windows.delete(key)
    }
  }
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now()
      let window = windows.get(key)
      if (!window || window.resetAt <= now) {
        windows.delete(key)
        if (windows.size >= maxKeys) makeRoom(now)
        window = { count: 0, resetAt: now + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { allowed: window.count <= limit, retryAfterMs: window.resetAt - now }
    },
    size: () => windows.size,
    async close() {
      windows.clear()
    },
  }
}

// INCR, a PEXPIRE on the first hit and the PTTL in one atomic step, so every process sees one count and a
// key never outlives its window.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`

async function connectRedis(url: string) {
  // Loaded here, not at the top: a process without REDIS_URL never loads the client (0.15 s of CPU).
  const { createClient } = await import('redis')
  const client = createClient({ url, socket: { connectTimeout: 3_000 } })
  client.on('error', () => undefined) // surfaced through the failing command instead
  try {
    await client.connect()
  } catch (error) {
    throw new Error(`Redis is not reachable at ${url} (${(error as Error).message})`, { cause: error })
  }
  return {
    async hit(key: string, windowMs: number): Promise<[number, number]> {
      const reply = await client.eval(HIT_SCRIPT, { keys: [key], arguments: [String(windowMs)] })
      const [count, ttl] = reply as unknown as [number, number]
      return [Number(count), Number(ttl)]
    },
    close: () => client.destroy(),
  }
}

/**
 * Counters in Redis (when `REDIS_URL` is set), counted by one Lua script per hit. Connects lazily, on the
 * first request, and again after a failed attempt.
 *
 * @example
 * const store = createRedisRateLimitStore({ url: 'redis://127.0.0.1:6379' })
 */
export function createRedisRateLimitStore({
  url,
  prefix = 'portico:rate:',
}: {
  url: string
  prefix?: string
}): RateLimitStore {
  let connecting: ReturnType<typeof connectRedis> | undefined
  const open = () =>
    (connecting ??= connectRedis(url).catch((error: unknown) => {
      connecting = undefined
      throw error
    }))
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = await (await open()).hit(prefix + key, windowMs)
      return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs }
    },
    async close() {
      if (connecting) (await connecting).close()
    },
  }
}

/**
 * Redis when `REDIS_URL` is set, else in process.
 *
 * @example
 * const store = createRateLimitStore(process.env)
 */
export function createRateLimitStore(env: { REDIS_URL?: string | undefined }): RateLimitStore {
  return env.REDIS_URL ? createRedisRateLimitStore({ url: env.REDIS_URL }) : createMemoryRateLimitStore()
}
