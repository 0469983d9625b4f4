// Issue 19 item 1: `npm run bench:modal [-- --runs N --only portico,floor --reuse-builds]` (not part of npm test).
// Builds the floor, the AppKit, RainbowKit and ConnectKit apps (bench/modal/peers, their own lockfile) and the
// Portico app (packed tarballs, tests/consumers' quick start), serves each production build from this machine,
// measures each in headless Chromium in cold runs (interleaved, a new browser each), and prints the medians with
// Portico's ratios, then Portico's waterfall after the click. Results: bench/modal/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { checkPorticoTargets, formatTargetChecks } from './porticoTargets.ts'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { consumerPorts } from '../../tests/consumers/consumerPorts.ts'
import { serveStatic, type StaticServer } from '../../tests/consumers/serveStatic.ts'
import { benchAppTitles, type BenchAppName } from './benchApps.ts'
import { parseBenchOptions } from './benchOptions.ts'
import { buildPeerApps, buildPorticoApp, builtAppDir, porticoWorkDir } from './buildApps.ts'
import { summariseRuns, type FigureMedians, type RunMeasurement } from './figures.ts'
import { measureApp } from './measureApp.ts'
import { median } from './median.ts'
import { formatComparisonTable } from './printTable.ts'
import { formatWaterfall } from './printWaterfall.ts'
import { startPorticoApi } from './startPorticoApi.ts'

/** Beside `npm start` (0), the e2e suite (10 000) and the consumer apps (20 000). */
const DEFAULT_BENCH_PORT_OFFSET = 30_000
const resultsDir = fileURLToPath(new URL('./results', import.meta.url))
const OUTSIDE_NOTE =
  'Every request to a host other than localhost/127.0.0.1 is aborted (page.route; WebSockets closed): AppKit, RainbowKit and ConnectKit cannot reach their clouds here and are measured as they are.'

const log = (message: string) => console.log(`[bench:modal] ${message}`)
const fixed = (value: number | undefined, digits = 0) => (value === undefined ? '—' : value.toFixed(digits))

/** The run whose settle time is nearest the median: the one whose waterfall is printed. */
function medianRun(runs: readonly RunMeasurement[]): RunMeasurement | undefined {
  const middle = median(runs.map((run) => run.clickToSettledMs))
  if (middle === undefined) return runs[0]
  return [...runs].sort(
    (a, b) =>
      Math.abs((a.clickToSettledMs ?? Infinity) - middle) -
      Math.abs((b.clickToSettledMs ?? Infinity) - middle),
  )[0]
}

async function main(): Promise<void> {
  const started = performance.now()
  const options = parseBenchOptions(process.argv.slice(2))
  const ports = consumerPorts(Number(process.env.PORTICO_BENCH_PORT_OFFSET ?? DEFAULT_BENCH_PORT_OFFSET))
  const logDir = join(porticoWorkDir, 'logs')
  mkdirSync(logDir, { recursive: true })
  log(`apps ${options.apps.join(', ')}; ${options.runs} cold runs each; logs in ${logDir}`)

  await buildPeerApps(options.apps, { reuse: options.reuseBuilds, logDir })
  const withPortico = options.apps.includes('portico')
  if (withPortico) {
    // Built before the API starts, so the packages' build has the two cores to itself.
    await buildPorticoApp({ reuse: options.reuseBuilds, ports, logDir })
  }
  const builtMs = performance.now() - started
  log(`builds ready in ${(builtMs / 1000).toFixed(1)} s`)

  const stops: (() => Promise<void>)[] = []
  const runs = Object.fromEntries(options.apps.map((app) => [app, [] as RunMeasurement[]])) as Record<
    BenchAppName,
    RunMeasurement[]
  >
  const urls: Partial<Record<BenchAppName, string>> = {}
  try {
    if (withPortico) {
      const stack = await startPorticoApi(ports, join(logDir, 'stack'))
      stops.push(stack.stop)
      log(`API up at http://127.0.0.1:${ports.stack.api}`)
    }
    for (const app of options.apps) {
      // Portico's page must come from an origin its project allows (the quick start's port); the others anywhere.
      const server: StaticServer = await serveStatic(
        builtAppDir(app),
        app === 'portico' ? ports.apps['vite-react19'] : 0,
      )
      stops.push(server.close)
      urls[app] = `${server.url}/`
    }
    // Interleaved (run 1 of every app, then run 2 …) so the shared machine's load spreads over all apps.
    for (let index = 1; index <= options.runs; index++) {
      for (const app of options.apps) {
        const run = await measureApp({ url: urls[app]! })
        runs[app].push(run)
        log(
          `run ${index}/${options.runs} ${app}: button ${fixed(run.navToButtonMs)} ms, visible +${fixed(run.clickToVisibleMs)} ms, settled +${fixed(run.clickToSettledMs)} ms, heap ${fixed((run.heapAfterOpenBytes ?? NaN) / 1e6, 1)} MB`,
        )
      }
    }
  } finally {
    await Promise.all(stops.map((stop) => stop()))
  }

  const medians = Object.fromEntries(options.apps.map((app) => [app, summariseRuns(runs[app])])) as Record<
    BenchAppName,
    FigureMedians
  >
  const totalMs = performance.now() - started
  console.log('')
  console.log(
    `Modal bench: medians of ${options.runs} cold runs, headless Chromium, production builds served locally`,
  )
  for (const line of formatComparisonTable({ apps: options.apps, medians, runs: options.runs }))
    console.log(line)
  console.log('')
  console.log(OUTSIDE_NOTE)
  console.log(
    'JS = gzip -9 of every JavaScript response: with the page (asked for before the load event ended and the button showed, whichever was later), prefetched after that before the click, and fetched by the click; heap = JSHeapUsedSize after a forced GC; long tasks = those started before the click; layout shift = entries after the click (recent input included).',
  )
  if (withPortico) {
    console.log('Portico targets (issue 19, medians of this run):')
    for (const line of formatTargetChecks(checkPorticoTargets(medians.portico, medians.floor)))
      console.log(line)
    const shown = medianRun(runs.portico)
    if (shown) {
      const origin = new URL(urls.portico!).origin
      console.log('')
      console.log(
        'Portico while loading (the run nearest the median settle time; ms since navigation start):',
      )
      const marks = [{ atMs: shown.navToButtonMs, label: 'button visible' }]
      for (const line of formatWaterfall({ requests: shown.loadWaterfall, marks }, origin)) console.log(line)
      console.log('')
      console.log('Portico after the click (same run; ms after the pointerdown):')
      const after = {
        requests: shown.waterfall,
        dialogChanges: shown.dialogChanges,
        marks: [
          { atMs: shown.clickToVisibleMs, label: 'modal visible' },
          { atMs: shown.clickToSettledMs, label: 'modal settled' },
        ],
      }
      for (const line of formatWaterfall(after, origin)) console.log(line)
    }
  }
  console.log('')
  log(
    `whole run ${(totalMs / 1000).toFixed(1)} s (builds ${(builtMs / 1000).toFixed(1)} s); load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  )

  mkdirSync(resultsDir, { recursive: true })
  const results = {
    date: new Date().toISOString(),
    options,
    note: OUTSIDE_NOTE,
    machine: { cores: cpus().length, loadAverage: loadavg() },
    durationMs: totalMs,
    apps: Object.fromEntries(
      options.apps.map((app) => [
        app,
        { title: benchAppTitles[app], url: urls[app], medians: medians[app], runs: runs[app] },
      ]),
    ),
  }
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  log(`results in ${join(resultsDir, 'latest.json')}`)
}

main().catch((error: unknown) => {
  console.error(`[bench:modal] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exit(1)
})
