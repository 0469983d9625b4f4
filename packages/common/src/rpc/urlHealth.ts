import { RPC_HEALTH_CHECK_MS } from '../constants.ts'

/** Which of a chain's RPC URLs answered lately, shared by every request of one transport. */
export interface UrlHealth {
  /** The URLs in their configured order. */
  readonly urls: readonly string[]
  /** The order to ask them in: those with no recent failure first, then the rest, each in configured order. */
  ordered(): string[]
  /** Time (ms since epoch) before which `url` asked not to be asked again (`Retry-After`); 0 when none. */
  notBefore(url: string): number
  /** `url` answered: it goes back to its configured place. */
  markAnswered(url: string): void
  /** `url` failed: it goes to the back for a while, and is not asked before `retryAfterMs` has passed. */
  markFailed(url: string, retryAfterMs?: number): void
}

/** Parameters of {@link createUrlHealth}. */
export interface CreateUrlHealthParameters {
  /** How long a failed URL stays at the back; §9's health check interval, 4 s, by default. */
  downForMs?: number
  /** The clock, for tests. */
  now?: () => number
}

/**
 * Remembers failures of a chain's RPC URLs so later requests skip a dead URL, and ask it again once
 * `downForMs` has passed (§7 fallback across transports; §9 health check 4 s). A failed URL is still asked
 * after every other one, so a stale memory never fails a request by itself.
 *
 * @example
 * const health = createUrlHealth(['https://a.example', 'https://b.example'])
 * health.markFailed('https://a.example')
 * health.ordered() // ['https://b.example', 'https://a.example']
 */
export function createUrlHealth(
  urls: readonly string[],
  { downForMs = RPC_HEALTH_CHECK_MS, now = Date.now }: CreateUrlHealthParameters = {},
): UrlHealth {
  const failedAt = new Map<string, number>()
  const retryAfterUntil = new Map<string, number>()
  const isDown = (url: string) => {
    const at = failedAt.get(url)
    return at !== undefined && now() - at < downForMs
  }
  return {
    urls,
    ordered: () => [...urls.filter((url) => !isDown(url)), ...urls.filter(isDown)],
    notBefore: (url) => retryAfterUntil.get(url) ?? 0,
    markAnswered(url) {
      failedAt.delete(url)
      retryAfterUntil.delete(url)
    },
    markFailed(url, retryAfterMs) {
      failedAt.set(url, now())
      if (retryAfterMs === undefined) retryAfterUntil.delete(url)
      else retryAfterUntil.set(url, now() + retryAfterMs)
    },
  }
}
