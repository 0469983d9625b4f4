import { RPC_RETRY_AFTER_MAX_MS, RPC_RETRY_DELAY_MS } from '../constants.ts'

/** Parameters of {@link retryDelay}. */
export interface RetryDelayParameters {
  /** Retries made so far (0 before the first retry). */
  retry: number
  /** What the last answer's `Retry-After` asked for, in ms (see `parseRetryAfter`). */
  retryAfterMs?: number | undefined
}

/**
 * How long to wait before retry number `retry + 1`: §9 "delay 150 ms exponential" (150, 300, 600 ms…), or
 * longer when the server's `Retry-After` asked for more (§7 "honours Retry-After"), or `undefined` when it
 * asked for longer than {@link RPC_RETRY_AFTER_MAX_MS}: that server is not waited for.
 *
 * @example
 * retryDelay({ retry: 2 }) // 600
 * retryDelay({ retry: 0, retryAfterMs: 1000 }) // 1000
 * retryDelay({ retry: 0, retryAfterMs: 60_000 }) // undefined
 */
export function retryDelay({ retry, retryAfterMs }: RetryDelayParameters): number | undefined {
  const backoff = RPC_RETRY_DELAY_MS * 2 ** retry
  if (retryAfterMs === undefined) return backoff
  return retryAfterMs > RPC_RETRY_AFTER_MAX_MS ? undefined : Math.max(backoff, retryAfterMs)
}
