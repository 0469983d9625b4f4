import type { CoreContext } from '../client/coreContext.ts'
import type { AnalyticsClient, TrackedEvent } from './startAnalytics.ts'

/** How long the browser may put off starting analytics while it stays busy. */
const IDLE_START_TIMEOUT_MS = 2_000

/**
 * Starts the analytics client (`startAnalytics`) from a chunk of its own, fetched once the page has loaded and is
 * idle, so a page's first load does not carry it (issue 19: the first load's budget is held while features arrive
 * lazily). Events tracked before the chunk
 * arrives are kept, in order, and sent first. With `features.analytics` off nothing loads and nothing is sent.
 *
 * @example
 * const analytics = startAnalyticsLazily(context)
 * await analytics.stop() // on destroy: what was tracked is sent first
 */
export function startAnalyticsLazily(context: CoreContext): AnalyticsClient {
  if (!context.stores.options.getState().features.analytics) {
    return { flush: async () => undefined, stop: async () => undefined }
  }
  const earlier: TrackedEvent[] = []
  const keepEarly = context.stores.events.subscribe(({ data, timestamp }) => {
    if (data) earlier.push({ data, timestamp })
  })
  let started: Promise<AnalyticsClient | undefined> | undefined
  const start = () =>
    (started ??= import('./startAnalytics.ts').then(
      ({ startAnalytics }) => {
        // Handed over in the same turn, so no event falls between the two listeners.
        keepEarly()
        return startAnalytics(context, {}, earlier)
      },
      (error: unknown) => {
        keepEarly()
        console.warn(`[portico] analytics could not load; ${earlier.length} event(s) not sent`, error)
        return undefined
      },
    ))
  whenPageIdle(start)
  return {
    flush: () => start().then((client) => client?.flush()),
    // Stopped before the chunk arrived, the client still starts, sends what was tracked, and stops.
    stop: () => start().then((client) => client?.stop()),
  }
}

/** Runs `run` once the page has loaded and the browser is idle (at once outside a browser). */
function whenPageIdle(run: () => unknown): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    run()
    return
  }
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => run(), { timeout: IDLE_START_TIMEOUT_MS })
      : setTimeout(run, 0)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
