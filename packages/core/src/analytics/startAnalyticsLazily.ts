import type { CoreContext } from '../client/coreContext.ts'
import { ANALYTICS_FLUSH_DELAY_MS } from './analyticsLimits.ts'
import type { AnalyticsClient, TrackedEvent } from './startAnalytics.ts'

/**
 * Starts the analytics client (`startAnalytics`) from a chunk of its own, fetched a flush delay after the first
 * event is tracked, so a page's first load does not carry it (issue 19: the first load's budget is held while
 * features arrive lazily) and a page that tracks nothing never loads it. Events tracked before the chunk
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
    if (!data) return
    earlier.push({ data, timestamp })
    // Events wait for the flush delay anyway: the client's chunk is fetched then, never with the page or
    // between a click and the modal it opens.
    if (earlier.length === 1) setTimeout(start, ANALYTICS_FLUSH_DELAY_MS)
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
  return {
    flush: () => start().then((client) => client?.flush()),
    // Stopped before the chunk arrived, the client still starts, sends what was tracked, and stops.
    stop: () => start().then((client) => client?.stop()),
  }
}
