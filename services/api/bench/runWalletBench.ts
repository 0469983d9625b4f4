// `npm run bench:wallets -w services/api` (issue 19): starts this API in a child process on loopback (PGlite in a
// temporary folder, or PostgreSQL at DATABASE_URL), then loads, from BENCH_CONNECTIONS (32) concurrent clients,
// the wallet routes the modal asks for first — the list page (page 1, 40) and the recommended row (page 1, 4),
// each fresh and revalidated with If-None-Match — each right after the constant route (/health), for
// BENCH_SECONDS (5) per run, in BENCH_ROUNDS (3) rounds taken in turns. Prints the medians of p50, p99, req/s and
// the API's CPU time per answer, and their ratios to /health's. Stops by itself; exits 1 when any answer was not
// the expected one (the figures would be of errors).
import { fork } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { measureConcurrently, type ConcurrentMeasurement } from './measureConcurrently.ts'
import { WALLET_BENCH_PROJECT } from './walletBenchProject.ts'

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 5), 60)
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 32), 256)
const rounds = Math.min(Number(process.env.BENCH_ROUNDS ?? 3), 20)
const origin = WALLET_BENCH_PROJECT.origin
// The query packages/core's getWalletPage sends for an app on five EVM networks (§7; §9 page sizes).
const chains = 'eip155:1,eip155:10,eip155:137,eip155:8453,eip155:42161'
const modalQuery = (page: number, entries: number) =>
  `projectId=${WALLET_BENCH_PROJECT.id}&page=${page}&entries=${entries}&chains=${chains}&st=appkit&sv=html-wagmi-1.0.0`
const routes = [
  { name: 'getWallets list (page 1, 40)', path: `/getWallets?${modalQuery(1, 40)}` },
  { name: 'getWallets recommended (page 1, 4)', path: `/getWallets?${modalQuery(1, 4)}` },
]

const server = fork(fileURLToPath(new URL('./walletBenchServer.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
})
const { baseUrl, database } = await new Promise<{ baseUrl: string; database: string }>((resolve, reject) => {
  server.once('message', (message) => resolve(message as { baseUrl: string; database: string }))
  server.once('exit', (code) => reject(new Error(`[bench] the API exited (${code}) before it listened`)))
})
const serverCpuMicros = () =>
  new Promise<number>((resolve) => {
    server.once('message', (message) => resolve((message as { cpuMicros: number }).cpuMicros))
    server.send('cpu')
  })

/** The route's answer once, so the bench never measures an error; its ETag for the revalidation runs. */
async function check(path: string): Promise<string | null> {
  const response = await fetch(baseUrl + path, { headers: { origin } })
  const text = await response.text()
  if (!response.ok) throw new Error(`[bench] ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return response.headers.get('etag')
}

type Measured = ConcurrentMeasurement & { cpuMicrosPerAnswer: number }
async function measure(
  path: string,
  headers: Record<string, string> = {},
  expectStatus = 200,
  runSeconds = seconds,
): Promise<Measured> {
  const cpuBefore = await serverCpuMicros()
  const m = await measureConcurrently(baseUrl, path, {
    connections,
    seconds: runSeconds,
    headers: { origin, ...headers },
    expectStatus,
  })
  return { ...m, cpuMicrosPerAnswer: ((await serverCpuMicros()) - cpuBefore) / Math.max(1, m.requests) }
}

const cell = (values: readonly string[]) => `| ${values.join(' | ')} |`
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
/** One table row: its measurement in each round, next to the /health run just before it in that round. */
interface Row {
  name: string
  runs: { m: Measured; health: Measured }[]
}
const rows = new Map<string, Row>()
let failed = 0
const record = (name: string, m: Measured, health: Measured) => {
  failed += m.failures
  const row = rows.get(name) ?? { name, runs: [] }
  row.runs.push({ m, health })
  rows.set(name, row)
}
const format = ({ name, runs }: Row) => {
  const of = (pick: (run: Row['runs'][number]) => number) => median(runs.map(pick))
  return cell([
    name,
    of(({ m }) => m.p50Ms).toFixed(2),
    of(({ m }) => m.p99Ms).toFixed(2),
    of(({ m }) => m.requestsPerSecond).toFixed(0),
    of(({ m }) => m.cpuMicrosPerAnswer).toFixed(0),
    `${of(({ m, health }) => m.p50Ms / health.p50Ms).toFixed(2)} / ${of(({ m, health }) => m.p99Ms / health.p99Ms).toFixed(2)}`,
    of(({ m, health }) => m.requestsPerSecond / health.requestsPerSecond).toFixed(2),
    String(runs.reduce((sum, { m }) => sum + m.failures, 0)),
  ])
}

try {
  await check('/health')
  // Warm-up: the first answers fill caches and let V8 compile the hot paths.
  for (const path of ['/health', ...routes.map((r) => r.path)]) await measure(path, {}, 200, 1)
  // What the API spends doing nothing (timers, the database): it is part of every CPU-per-answer figure.
  const idleFrom = await serverCpuMicros()
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const idleMsPerSecond = ((await serverCpuMicros()) - idleFrom) / 2 / 1000
  const etags = new Map<string, string | null>()
  for (const { path } of routes) etags.set(path, await check(path))
  // Rounds taken in turns, so that a machine busy with other work slows every row alike.
  for (let round = 1; round <= rounds; round++) {
    for (const { name, path } of routes) {
      console.log(`[bench] round ${round}/${rounds}: /health, then ${name} (${path}), ${seconds} s each`)
      const health = await measure('/health')
      record('/health (constant)', health, health)
      record(name, await measure(path), health)
      const etag = etags.get(path)
      if (etag) {
        record(`${name}, If-None-Match → 304`, await measure(path, { 'if-none-match': etag }, 304), health)
      } else if (round === 1) {
        console.log(`[bench] ${name} sends no ETag: no revalidation row`)
      }
    }
  }
  console.log(
    [
      `\n/getWallets vs the constant route (/health) run just before it, same server: ${connections} concurrent kept-alive clients, ${rounds} rounds of ${seconds} s per run, medians over the rounds (ratios: median of each round's ratio), loopback, ${database}, Origin ${origin}`,
      `The API's CPU while idle: ${idleMsPerSecond.toFixed(1)} ms per second; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')} on ${availableParallelism()} cores (latency under other load measures that load).`,
      '',
      cell([
        'route',
        'p50 ms',
        'p99 ms',
        'req/s',
        'API CPU µs / answer',
        'ratio p50 / p99 to /health',
        'ratio req/s to /health',
        'failures',
      ]),
      cell(Array(8).fill('---')),
      ...[...rows.values()].map(format),
    ].join('\n'),
  )
  if (failed > 0) {
    console.error(`[bench] ${failed} answers were not the expected status: those figures are of errors`)
    process.exitCode = 1
  }
} finally {
  server.kill('SIGTERM')
}
