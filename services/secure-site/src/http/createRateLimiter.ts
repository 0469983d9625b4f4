/** Counts hits per key in fixed windows; `hit` answers how long to wait when the key is over its limit. */
export interface RateLimiter {
  /** Records one hit; returns 0 when allowed, else the milliseconds until the window resets. */
  hit(key: string): number
}

/**
 * An in-process fixed-window limiter (per secure-site process; the per-email cooldown is the one kept in the
 * database).
 *
 * @example
 * const perIp = createRateLimiter({ limit: 20, windowMs: 10 * 60_000 })
 * if (perIp.hit(request.ip) > 0) throw new TryAgainLaterError(…)
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    hit(key) {
      const now = Date.now()
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
      }
      let window = windows.get(key)
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return window.count > limit ? window.resetAt - now : 0
    },
  }
}
