import type { Queryable } from '../db/database.ts'

/** One event as `POST /e` carries it (§7: body eventId, url, domain, timestamp, props; query st, sv). */
export interface AnalyticsEvent {
  projectId: string
  /** The client's id for this event (a UUID); a repeated id is the same event. */
  eventId: string
  /** SDK type and version the client reports (`st`, `sv`). */
  sdkType?: string
  sdkVersion?: string
  /** Page the event happened on. */
  url: string
  domain: string
  /** When it happened, in milliseconds since 1970. */
  timestamp: number
  props: {
    type?: string
    /** The event's name, e.g. MODAL_OPEN. */
    event: string
    address?: string
    properties?: Record<string, unknown>
  }
}

/** Whether the event was new (`stored`) or a repeat of one already stored (`duplicate`). */
export type RecordAnalyticsEventReturnType = 'stored' | 'duplicate'

/**
 * Stores one analytics event. Sending the same eventId again for the same project changes nothing, so a
 * client may retry freely.
 *
 * @example
 * await recordAnalyticsEvent(db, { projectId, eventId, url, domain, timestamp: Date.now(), props: { event: 'MODAL_OPEN' } })
 */
export async function recordAnalyticsEvent(
  db: Queryable,
  event: AnalyticsEvent,
): Promise<RecordAnalyticsEventReturnType> {
  const inserted = await db.query(
    `INSERT INTO analytics_events (project_id, event_id, sdk_type, sdk_version, url, domain, occurred_at,
       event, event_type, address, properties)
     VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7::double precision / 1000), $8, $9, $10, $11::jsonb)
     ON CONFLICT (project_id, event_id) DO NOTHING
     RETURNING event_id`,
    [
      event.projectId,
      event.eventId,
      event.sdkType ?? null,
      event.sdkVersion ?? null,
      event.url,
      event.domain,
      event.timestamp,
      event.props.event,
      event.props.type ?? null,
      event.props.address ?? null,
      event.props.properties === undefined ? null : JSON.stringify(event.props.properties),
    ],
  )
  return inserted.length > 0 ? 'stored' : 'duplicate'
}
