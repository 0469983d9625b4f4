import type { DialogChange, WaterfallRequest } from './figures.ts'

/** What {@link formatWaterfall} lays out on one time line (ms from the same origin). */
export interface WaterfallEvents {
  requests: readonly WaterfallRequest[]
  dialogChanges?: readonly DialogChange[]
  /** Named moments: `modal visible`, `button visible` … */
  marks?: readonly { atMs: number | undefined; label: string }[]
}

const ms = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)} ms`

/** A request's URL as short as it stays clear: the path on the page's own origin, host:port and path elsewhere. */
export function shortUrl(url: string, pageOrigin: string): string {
  const parsed = new URL(url)
  const path = `${parsed.pathname}${parsed.search.length > 60 ? `${parsed.search.slice(0, 57)}…` : parsed.search}`
  return parsed.origin === pageOrigin ? path : `${parsed.host}${path}`
}

/**
 * A time line in order: each request (start → end, what started it, the URL, bytes on the wire), each frame
 * where the dialog's card changed (box, wallet rows, images loaded) and each mark.
 *
 * @example
 * formatWaterfall({ requests: run.waterfall, dialogChanges: run.dialogChanges, marks: [{ atMs: 52, label: 'modal visible' }] }, origin)
 * // ['  +3 ms → +41 ms         script         /assets/Modal-x1.js  (5.1 kB)', '  +52 ms                 dialog …', …]
 */
export function formatWaterfall(
  { requests, dialogChanges = [], marks = [] }: WaterfallEvents,
  pageOrigin: string,
): string[] {
  const events: { at: number; order: number; text: string }[] = []
  for (const request of requests) {
    const size = request.transferBytes > 0 ? `  (${(request.transferBytes / 1000).toFixed(1)} kB)` : ''
    events.push({
      at: request.startMs,
      order: 0,
      text: `${`${ms(request.startMs)} → ${ms(request.endMs)}`.padEnd(22)} ${request.initiator.padEnd(14)} ${shortUrl(request.url, pageOrigin)}${size}`,
    })
  }
  for (const change of dialogChanges) {
    events.push({
      at: change.atMs,
      order: 1,
      text: `${ms(change.atMs).padEnd(22)} ${'dialog'.padEnd(14)} ${change.width}×${change.height} at (${change.left}, ${change.top}), ${change.rows} rows, ${change.imagesLoaded}/${change.images} images, ${change.elements} elements`,
    })
  }
  for (const mark of marks) {
    if (mark.atMs !== undefined)
      events.push({ at: mark.atMs, order: 2, text: `${ms(mark.atMs).padEnd(22)} ── ${mark.label}` })
  }
  return events.sort((a, b) => a.at - b.at || a.order - b.order).map((event) => `  ${event.text}`)
}
