import type { RunMeasurement } from './figures.ts'

/** What {@link formatWaterfall} reads from a run. */
export type WaterfallRun = Pick<
  RunMeasurement,
  'waterfall' | 'dialogChanges' | 'clickToVisibleMs' | 'clickToSettledMs'
>

const ms = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)} ms`

/** A request's URL as short as it stays clear: the path on the page's own origin, host:port and path elsewhere. */
export function shortUrl(url: string, pageOrigin: string): string {
  const parsed = new URL(url)
  const path = `${parsed.pathname}${parsed.search.length > 60 ? `${parsed.search.slice(0, 57)}…` : parsed.search}`
  return parsed.origin === pageOrigin ? path : `${parsed.host}${path}`
}

/**
 * What happened after the click, in order: each request (start → end, what started it, the URL) and each
 * frame where the dialog's card changed (size, wallet rows, images loaded), with the visible and settled marks.
 *
 * @example
 * formatWaterfall(run, 'http://localhost:35201')
 * // ['  +3 ms → +41 ms   script  /assets/Modal-x1.js  (5.1 kB)', '  +52 ms   dialog 360×420, 4 rows, 4/4 images', …]
 */
export function formatWaterfall(run: WaterfallRun, pageOrigin: string): string[] {
  const events: { at: number; order: number; text: string }[] = []
  for (const request of run.waterfall) {
    const size = request.transferBytes > 0 ? `  (${(request.transferBytes / 1000).toFixed(1)} kB)` : ''
    events.push({
      at: request.startMs,
      order: 0,
      text: `${`${ms(request.startMs)} → ${ms(request.endMs)}`.padEnd(22)} ${request.initiator.padEnd(14)} ${shortUrl(request.url, pageOrigin)}${size}`,
    })
  }
  for (const change of run.dialogChanges) {
    events.push({
      at: change.atMs,
      order: 1,
      text: `${ms(change.atMs).padEnd(22)} ${'dialog'.padEnd(14)} ${change.width}×${change.height}, ${change.rows} rows, ${change.imagesLoaded}/${change.images} images, ${change.elements} elements`,
    })
  }
  if (run.clickToVisibleMs !== undefined) {
    events.push({
      at: run.clickToVisibleMs,
      order: 2,
      text: `${ms(run.clickToVisibleMs).padEnd(22)} ── modal visible`,
    })
  }
  if (run.clickToSettledMs !== undefined) {
    events.push({
      at: run.clickToSettledMs,
      order: 2,
      text: `${ms(run.clickToSettledMs).padEnd(22)} ── modal settled`,
    })
  }
  return events.sort((a, b) => a.at - b.at || a.order - b.order).map((event) => `  ${event.text}`)
}
