import type { CoreContext } from '../client/coreContext.ts'
import type { TrackedEventData } from './eventsStore.ts'

/**
 * Records an event: every `subscribeEvents` listener sees it, and the analytics client (when analytics is on)
 * sends it to the API's `POST /e` (§7).
 *
 * @example
 * trackEvent(context, { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser', name } })
 */
export function trackEvent(context: Pick<CoreContext, 'stores'>, data: TrackedEventData): void {
  context.stores.events.setState({ timestamp: Date.now(), data })
}
