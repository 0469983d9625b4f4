/** What {@link recordFetches} collected. */
export interface FetchRecord {
  /** Every URL fetched since recording started, in order. */
  urls: string[]
  /** Puts the original `fetch` back. */
  restore(): void
}

/**
 * Wraps `globalThis.fetch` so a test can check which hosts the code under test (and the sign clients) called.
 *
 * @example
 * const fetches = recordFetches()
 * // …
 * expect(new Set(fetches.urls.map((url) => new URL(url).host))).toEqual(new Set(['127.0.0.1:8545']))
 */
export function recordFetches(): FetchRecord {
  const original = globalThis.fetch
  const urls: string[] = []
  globalThis.fetch = (input, init) => {
    urls.push(input instanceof Request ? input.url : String(input))
    return original(input, init)
  }
  return { urls, restore: () => void (globalThis.fetch = original) }
}
