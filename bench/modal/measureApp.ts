import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium, type Request } from '@playwright/test'
import type { DialogChange, RunMeasurement, WaterfallRequest } from './figures.ts'
import { isLocalUrl } from './isLocalUrl.ts'

/** Options of {@link measureApp}. */
export interface MeasureAppParameters {
  /** The app's page, served as a production build on this machine. */
  url: string
  /** Chromium's binary (default Debian's /usr/bin/chromium, or PORTICO_BENCH_CHROMIUM). */
  executablePath?: string
  /** Frames the dialog must stay unchanged to count as settled (default 30: half a second at 60 Hz). */
  quietFrames?: number
  /** Longest wait for the dialog to settle (default 15 s). */
  settleTimeoutMs?: number
}

/** The launch flags of issue 19: a quiet browser that fetches nothing of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// Read once: the same bytes go into every page (see pageProbe.js for what it records).
const probeScript = readFileSync(new URL('./pageProbe.js', import.meta.url), 'utf8')

/** What pageProbe.js keeps on `window.__benchProbe`, read once the dialog has settled. */
interface ProbeReading {
  buttonVisibleAt?: number
  clickAt?: number
  dialogVisibleAt?: number
  dialogSettledAt?: number
  dialogChanges: DialogChange[]
  dialogFrames: { shown: number; notShown: number }
  longTasks: { start: number; duration: number }[]
  layoutShifts: { start: number; value: number }[]
  resources: { url: string; initiator: string; start: number; end: number; transferBytes: number }[]
  /** When the page's load event ended (navigation timing, page clock). */
  loadEventEnd: number
}
interface ProbeWindow {
  __benchProbe: ProbeReading & {
    dialogWatchDone: boolean
    watchDialog: (quiet: number, timeout: number) => void
  }
}

/** A JavaScript response (0 bytes for anything else) and whether it was asked for before the click. */
interface ScriptSize {
  url: string
  beforeClick: boolean
  gzipBytes: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isJavaScript = (contentType: string | null | undefined) =>
  /javascript|ecmascript/i.test(contentType ?? '')

/**
 * One cold run of one app: a new Chromium (empty cache, no storage) opens `url` with every request to another
 * host than this machine aborted, waits for the connect button and for the network to be quiet, clicks the
 * button, waits for the dialog to settle, collects garbage and reads the heap. Figures on the page's clock.
 *
 * @throws when the page never shows a connect button, or the browser fails.
 *
 * @example
 * const run = await measureApp({ url: 'http://localhost:35301/' })
 * run.navToButtonMs // 184.3
 */
export async function measureApp({
  url,
  executablePath = process.env.PORTICO_BENCH_CHROMIUM ?? '/usr/bin/chromium',
  quietFrames = 30,
  settleTimeoutMs = 15_000,
}: MeasureAppParameters): Promise<RunMeasurement> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    let abortedRequests = 0
    await context.route(
      (target) => !isLocalUrl(target),
      (route) => {
        abortedRequests++
        return route.abort('internetdisconnected')
      },
    )
    await context.routeWebSocket(
      (target) => !isLocalUrl(target),
      (socket) => {
        abortedRequests++
        return socket.close({ code: 1001, reason: 'no outside host in the bench' })
      },
    )
    const page = await context.newPage()
    await page.addInitScript({ content: probeScript })

    let clicked = false
    let inFlight = 0
    let lastActivity = performance.now()
    const issuedBeforeClick = new WeakMap<Request, boolean>()
    const scripts: Promise<ScriptSize>[] = []
    page.on('request', (request) => {
      inFlight++
      lastActivity = performance.now()
      issuedBeforeClick.set(request, !clicked)
    })
    page.on('requestfailed', () => {
      inFlight--
      lastActivity = performance.now()
    })
    page.on('requestfinished', (request) => {
      inFlight--
      lastActivity = performance.now()
      const beforeClick = issuedBeforeClick.get(request) ?? false
      scripts.push(
        request.response().then(async (response) => {
          const url = request.url()
          if (!response || !isJavaScript(await response.headerValue('content-type'))) {
            return { url, beforeClick, gzipBytes: 0 }
          }
          return { url, beforeClick, gzipBytes: gzipSync(await response.body(), { level: 9 }).length }
        }),
      )
    })

    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(
      () => (window as unknown as ProbeWindow).__benchProbe.buttonVisibleAt !== undefined,
      undefined,
      { timeout: 60_000, polling: 50 },
    )
    // The click comes once the page is done loading: nothing in flight for 500 ms (at most 15 s).
    const quietSince = performance.now()
    while (performance.now() - quietSince < 15_000) {
      if (inFlight <= 0 && performance.now() - lastActivity >= 500) break
      await sleep(50)
    }

    await page.evaluate(
      ([quiet, timeout]) => (window as unknown as ProbeWindow).__benchProbe.watchDialog(quiet!, timeout!),
      [quietFrames, settleTimeoutMs],
    )
    clicked = true
    await page
      .getByRole('button', { name: /connect/i })
      .first()
      .click()
    await page.waitForFunction(
      () => (window as unknown as ProbeWindow).__benchProbe.dialogWatchDone,
      undefined,
      {
        timeout: settleTimeoutMs + 10_000,
        polling: 50,
      },
    )

    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heapAfterOpenBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value

    const probe = await page.evaluate((): ProbeReading => {
      const state = (window as unknown as ProbeWindow).__benchProbe
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      return {
        buttonVisibleAt: state.buttonVisibleAt,
        clickAt: state.clickAt,
        dialogVisibleAt: state.dialogVisibleAt,
        dialogSettledAt: state.dialogSettledAt,
        dialogChanges: state.dialogChanges,
        dialogFrames: state.dialogFrames,
        longTasks: state.longTasks,
        layoutShifts: state.layoutShifts,
        loadEventEnd:
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
            ?.loadEventEnd ?? 0,
        resources: resources.map((entry) => ({
          url: entry.name,
          initiator: entry.initiatorType,
          start: entry.startTime,
          end: entry.responseEnd,
          transferBytes: entry.transferSize,
        })),
      }
    })
    const sizes = await Promise.all(scripts)
    return readMeasurement(probe, sizes, heapAfterOpenBytes, abortedRequests)
  } finally {
    await browser.close()
  }
}

/** The run's figures from what the page and the network recorded. */
function readMeasurement(
  probe: ProbeReading,
  scripts: ScriptSize[],
  heapAfterOpenBytes: number | undefined,
  abortedRequests: number,
): RunMeasurement {
  const click = probe.clickAt
  const sinceClick = (at: number | undefined) =>
    at === undefined || click === undefined ? undefined : at - click
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const requests = (from: number, to: number, origin: number): WaterfallRequest[] =>
    probe.resources
      .filter((entry) => entry.start >= from && entry.start < to)
      .map((entry) => ({
        url: entry.url,
        initiator: entry.initiator,
        startMs: entry.start - origin,
        endMs: entry.end - origin,
        transferBytes: entry.transferBytes,
      }))
      .sort((a, b) => a.startMs - b.startMs)
  // "With the page": requested before the load event ended and the button first showed, whichever came later;
  // what a page fetches after that, before the click, is a prefetch (at idle, on pointer or focus).
  const withPageEnd = Math.max(probe.loadEventEnd, probe.buttonVisibleAt ?? 0)
  const requestedAt = new Map<string, number>()
  for (const entry of probe.resources)
    if (!requestedAt.has(entry.url)) requestedAt.set(entry.url, entry.start)
  const beforeClick = scripts.filter((script) => script.beforeClick)
  const withPage = beforeClick.filter((script) => (requestedAt.get(script.url) ?? 0) < withPageEnd)
  return {
    jsBeforeClickGzipBytes: sum(beforeClick.map((script) => script.gzipBytes)),
    jsWithPageGzipBytes: sum(withPage.map((script) => script.gzipBytes)),
    jsAfterClickGzipBytes: sum(
      scripts.filter((script) => !script.beforeClick).map((script) => script.gzipBytes),
    ),
    navToButtonMs: probe.buttonVisibleAt,
    clickToVisibleMs: sinceClick(probe.dialogVisibleAt),
    clickToSettledMs: sinceClick(probe.dialogSettledAt),
    heapAfterOpenBytes,
    longTasksDuringLoadMs: sum(
      probe.longTasks
        .filter((task) => click === undefined || task.start < click)
        .map((task) => task.duration),
    ),
    layoutShiftAfterClick: sum(
      probe.layoutShifts
        .filter((shift) => click !== undefined && shift.start >= click)
        .map((shift) => shift.value),
    ),
    abortedRequests,
    dialogFrames: probe.dialogFrames,
    loadWaterfall: requests(0, click ?? Infinity, 0),
    waterfall: click === undefined ? [] : requests(click, Infinity, click),
    dialogChanges: probe.dialogChanges.map((change) => ({
      ...change,
      atMs: sinceClick(change.atMs) ?? change.atMs,
    })),
  }
}
