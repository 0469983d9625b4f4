/** Where hits are counted: a table every process shares, or Redis when `REDIS_URL` is set. */
export interface HitCounter {
  /**
   * Adds one hit to `key` in its current fixed window of `windowMs` (a new window starts with the first hit
   * after the last one ended) and answers the hits so far and the milliseconds until the window ends.
   */
  count(key: string, windowMs: number): Promise<{ hits: number; resetInMs: number }>
}

/** Counts hits per key in fixed windows; `hit` answers how long to wait when the key is over its limit. */
export interface RateLimiter {
  /** Records one hit; resolves 0 when allowed, else the milliseconds until the window resets. */
  hit(key: string): Promise<number>
}

/** The budget of one limiter: `limit` hits per `windowMs`. */
export interface RateLimit {
  limit: number
  windowMs: number
}

/**
 * A fixed-window limiter named `name` (its keys are `name:key`) over a shared {@link HitCounter}, so a cap
 * holds however many secure-site processes serve the traffic.
 *
 * @example
 * const perIp = createRateLimiter(counter, 'email-start-ip', { limit: 20, windowMs: 10 * 60_000 })
 * if ((await perIp.hit(request.ip)) > 0) throw new TryAgainLaterError(…)
 */
export function createRateLimiter(
  counter: HitCounter,
  name: string,
  { limit, windowMs }: RateLimit,
): RateLimiter {
  return {
    async hit(key) {
      const { hits, resetInMs } = await counter.count(`${name}:${key}`, windowMs)
      return hits > limit ? Math.max(1, resetInMs) : 0
    },
  }
}
