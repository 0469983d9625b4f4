import { median } from './median.ts'

/** One request the page made (resource timing, page clock: ms after the click, or since navigation start). */
export interface WaterfallRequest {
  url: string
  /** Resource timing's initiatorType (script, fetch, img, css, link …). */
  initiator: string
  startMs: number
  endMs: number
  /** Bytes on the wire (0 when the resource timing hides them). */
  transferBytes: number
}

/** The open dialog's box and content at a frame where they changed (ms after the click). */
export interface DialogChange {
  atMs: number
  /** The card's box, rounded to px. */
  left: number
  top: number
  width: number
  height: number
  /** Elements under the dialog, shadow roots included. */
  elements: number
  /** Wallet rows: buttons (or links, options) holding an image or icon and a name. */
  rows: number
  images: number
  imagesLoaded: number
}

/** What one cold run of one app measured. Times are ms; undefined when the run never got there. */
export interface RunMeasurement {
  /** Every JavaScript response asked for before the click, prefetches included. */
  jsBeforeClickGzipBytes: number
  /** The JavaScript asked for before the page's load event and the button's first frame (issue 19's target). */
  jsWithPageGzipBytes: number
  jsAfterClickGzipBytes: number
  navToButtonMs: number | undefined
  clickToVisibleMs: number | undefined
  clickToSettledMs: number | undefined
  heapAfterOpenBytes: number | undefined
  /** Sum of the long tasks (≥ 50 ms) that started before the click. */
  longTasksDuringLoadMs: number
  /** Sum of the layout-shift entries after the click (recent input included: the click opens the modal). */
  layoutShiftAfterClick: number
  /** Requests to hosts other than localhost / 127.0.0.1, aborted. */
  abortedRequests: number
  /** Animation frames after the dialog was first visible in which it was shown, or not (a diagnostic). */
  dialogFrames: { shown: number; notShown: number }
  /** The requests that started before the click, ms since navigation start. */
  loadWaterfall: WaterfallRequest[]
  /** The requests that started after the click, ms after it. */
  waterfall: WaterfallRequest[]
  dialogChanges: DialogChange[]
}

/** A row of the table: how to read it from a run, and how to print it. */
export interface Figure {
  key: string
  label: string
  read: (run: RunMeasurement) => number | undefined
  digits: number
}

const KIB = 1024
const MB = 1_000_000

/** The five figures of issue 19, then what the bench records beside them. */
export const figures: readonly Figure[] = [
  {
    key: 'jsWithPageKiB',
    label: 'JS before click: with the page, KiB gzip',
    read: (run) => run.jsWithPageGzipBytes / KIB,
    digits: 1,
  },
  {
    key: 'jsPrefetchedKiB',
    label: 'JS before click: prefetched after, KiB gzip',
    read: (run) => (run.jsBeforeClickGzipBytes - run.jsWithPageGzipBytes) / KIB,
    digits: 1,
  },
  { key: 'navToButtonMs', label: 'nav → button visible, ms', read: (run) => run.navToButtonMs, digits: 0 },
  {
    key: 'clickToVisibleMs',
    label: 'click → modal visible, ms',
    read: (run) => run.clickToVisibleMs,
    digits: 0,
  },
  {
    key: 'clickToSettledMs',
    label: 'click → modal settled, ms',
    read: (run) => run.clickToSettledMs,
    digits: 0,
  },
  {
    key: 'heapAfterOpenMB',
    label: 'JS heap after open, MB',
    read: (run) => (run.heapAfterOpenBytes === undefined ? undefined : run.heapAfterOpenBytes / MB),
    digits: 1,
  },
  {
    key: 'longTasksDuringLoadMs',
    label: 'long tasks during load, ms',
    read: (run) => run.longTasksDuringLoadMs,
    digits: 0,
  },
  {
    key: 'layoutShiftAfterClick',
    label: 'layout shift of open modal',
    read: (run) => run.layoutShiftAfterClick,
    digits: 3,
  },
  {
    key: 'jsAfterClickKiB',
    label: 'JS fetched by the click, KiB gzip',
    read: (run) => run.jsAfterClickGzipBytes / KIB,
    digits: 1,
  },
  {
    key: 'abortedRequests',
    label: 'outside requests aborted',
    read: (run) => run.abortedRequests,
    digits: 0,
  },
]

/** Each figure's median over an app's runs, and how many runs reached it. */
export type FigureMedians = Record<string, { median: number | undefined; runs: number }>

/**
 * The median of every figure over `runs`.
 *
 * @example
 * summariseRuns([runA, runB, runC]).navToButtonMs // { median: 212, runs: 3 }
 */
export function summariseRuns(
  runs: readonly RunMeasurement[],
  rows: readonly Figure[] = figures,
): FigureMedians {
  return Object.fromEntries(
    rows.map((figure) => {
      const values = runs.map(figure.read).filter((value) => value !== undefined && Number.isFinite(value))
      return [figure.key, { median: median(values), runs: values.length }]
    }),
  )
}
