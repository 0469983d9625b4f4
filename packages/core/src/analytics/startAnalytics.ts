import type { CoreContext } from '../client/coreContext.ts'
import { getFromApi } from '../api/getFromApi.ts'
import type { TrackedEventData } from '../events/eventsStore.ts'
import { SDK_TYPE, SDK_VERSION } from '../version.ts'

import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_DELAY_MS, ANALYTICS_QUEUE_LIMIT } from './analyticsLimits.ts'

export { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_DELAY_MS, ANALYTICS_QUEUE_LIMIT }

/** §7 analytics body. */
export interface AnalyticsEventBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: string
    event: string
    address?: string | undefined
    properties?: Record<string, unknown> | undefined
  }
}

/** Where the page runs; tests pass their own. */
export interface AnalyticsEnvironment {
  /** Page address; default `location.href`, or the app's metadata URL outside a browser. */
  url?: string | undefined
  /** Logs the one warning about a refused configuration; default `console.warn`. */
  warn?: ((message: string) => void) | undefined
  /** Makes event ids; default `crypto.randomUUID`. */
  randomId?: (() => string) | undefined
}

/** An event as the events store held it, with when it was tracked. */
export interface TrackedEvent {
  data: TrackedEventData
  timestamp: number
}

/** A running analytics client. */
export interface AnalyticsClient {
  /** Sends every waiting event now. */
  flush(): Promise<void>
  /** Stops listening; waiting events are sent first. */
  stop(): Promise<void>
}

const idle: AnalyticsClient = { flush: async () => undefined, stop: async () => undefined }

/**
 * Sends tracked events to the API's `POST /e` (§7: query projectId, st, sv; body eventId, url, domain,
 * timestamp, props with the event fields and the connected address), batched: events wait
 * {@link ANALYTICS_FLUSH_DELAY_MS} or until {@link ANALYTICS_BATCH_SIZE} are queued, then go out in order. §7:
 * MODAL_CREATED is never sent. With `features.analytics` off nothing at all is sent, and when the API's
 * `/getAnalyticsConfig` says analytics is off for the project, events are dropped. A 403 means the app's
 * configuration is invalid: one warning is logged and sending stops. A failed send never reaches the app.
 * `earlier` events (tracked before this client started) are sent first.
 *
 * @example
 * const analytics = startAnalytics(context)
 * trackEvent(context, { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser' } })
 * await analytics.flush()
 */
export function startAnalytics(
  context: CoreContext,
  environment: AnalyticsEnvironment = {},
  earlier: readonly TrackedEvent[] = [],
): AnalyticsClient {
  const options = context.stores.options.getState()
  if (!options.features.analytics) return idle
  const warn = environment.warn ?? ((message: string) => console.warn(message))
  const randomId = environment.randomId ?? (() => globalThis.crypto.randomUUID())
  const pageUrl = environment.url ?? globalThis.location?.href ?? options.metadata?.url ?? 'about:blank'

  let queue: AnalyticsEventBody[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let enabled: Promise<boolean> | undefined
  let refused = false
  let sending = Promise.resolve()

  const isEnabledForProject = () =>
    (enabled ??= getFromApi(context, { path: '/getAnalyticsConfig' }).then(
      (body) => (body as { isAnalyticsEnabled?: unknown }).isAnalyticsEnabled !== false,
      // Unknown: the API answers for itself on POST /e (403 stops sending there).
      () => true,
    ))

  async function post(body: AnalyticsEventBody): Promise<void> {
    const query = new URLSearchParams({ projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION })
    const response = await context.fetch(`${options.endpoints.api}/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    })
    if (response.status === 403) {
      refused = true
      warn(
        '[portico] analytics: the API answered 403, an invalid app configuration (check projectId and allowed origins); analytics is off for this page',
      )
    }
  }

  async function send(batch: AnalyticsEventBody[]): Promise<void> {
    if (!(await isEnabledForProject())) return
    for (const body of batch) {
      if (refused) return
      try {
        await post(body)
      } catch (error) {
        // Not retried: analytics must never slow or break the app. The rest of the batch is dropped too.
        warn(
          `[portico] analytics: ${batch.length} event(s) not sent (${error instanceof Error ? error.message : String(error)})`,
        )
        return
      }
    }
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const batch = queue
    queue = []
    sending = sending.then(() => (batch.length > 0 && !refused ? send(batch) : undefined))
    return sending
  }

  function enqueue(data: TrackedEventData, timestamp: number): void {
    // §7: MODAL_CREATED is not sent.
    if (refused || data.event === 'MODAL_CREATED') return
    const domain = safeHost(pageUrl)
    queue.push({
      eventId: randomId(),
      url: pageUrl,
      domain,
      timestamp,
      props: {
        type: data.type,
        event: data.event,
        address: context.stores.account.getState().address,
        properties: data.properties,
      },
    })
    if (queue.length > ANALYTICS_QUEUE_LIMIT) queue = queue.slice(-ANALYTICS_QUEUE_LIMIT)
    if (queue.length >= ANALYTICS_BATCH_SIZE) void flush()
    else timer ??= setTimeout(() => void flush(), ANALYTICS_FLUSH_DELAY_MS)
  }

  // Events tracked before this client started (startAnalyticsLazily kept them) go first, in order.
  for (const { data, timestamp } of earlier) enqueue(data, timestamp)
  const unsubscribe = context.stores.events.subscribe(({ data, timestamp }) => {
    if (data) enqueue(data, timestamp)
  })
  return {
    flush,
    async stop() {
      unsubscribe()
      await flush()
    },
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host || 'localhost'
  } catch {
    return 'localhost'
  }
}
