// `npm run bench:wallets -w services/api` (issue 19): starts this API in a child process on loopback (PGlite in a
// temporary folder, or PostgreSQL at DATABASE_URL), then loads, from BENCH_CONNECTIONS (32) concurrent clients,
// the wallet routes the modal asks for first — the list page (page 1, 40) and the recommended row (page 1, 4),
// each fresh and revalidated with If-None-Match — each right after the constant route (/health), for
// BENCH_SECONDS (5) per run. Prints p50, p99, req/s and the API's CPU time per answer next to /health's. Stops by
// itself; exits 1 when any answer was not the expected one (the figures would be of errors).
import { fork } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { measureConcurrently, type ConcurrentMeasurement } from './measureConcurrently.ts'
import { WALLET_BENCH_PROJECT } from './walletBenchProject.ts'

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 5), 60)
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 32), 256)
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
const ms = (value: number) => value.toFixed(2)
const rows: string[] = []
let failed = 0
const row = (name: string, m: Measured, health: Measured) => {
  failed += m.failures
  rows.push(
    cell([
      name,
      ms(m.p50Ms),
      ms(m.p99Ms),
      m.requestsPerSecond.toFixed(0),
      m.cpuMicrosPerAnswer.toFixed(0),
      `${ms(health.p50Ms)} / ${ms(health.p99Ms)}`,
      `${(m.p50Ms / health.p50Ms).toFixed(2)} / ${(m.p99Ms / health.p99Ms).toFixed(2)}`,
      (m.requestsPerSecond / health.requestsPerSecond).toFixed(2),
      String(m.failures),
    ]),
  )
}

try {
  await check('/health')
  // Warm-up: the first answers fill caches and let V8 compile the hot paths.
  for (const path of ['/health', ...routes.map((r) => r.path)]) await measure(path, {}, 200, 1)
  // What the API spends doing nothing (timers, the database): it is part of every CPU-per-answer figure.
  const idleFrom = await serverCpuMicros()
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const idleMsPerSecond = ((await serverCpuMicros()) - idleFrom) / 2 / 1000
  for (const { name, path } of routes) {
    const etag = await check(path)
    console.log(`[bench] /health then ${name}: ${path}, ${seconds} s each`)
    const health = await measure('/health')
    failed += health.failures
    row('/health (constant)', health, health)
    row(name, await measure(path), health)
    if (etag === null) {
      rows.push(cell([`${name}, If-None-Match`, 'no ETag', '', '', '', '', '', '', '']))
      continue
    }
    console.log(`[bench] ${name} with If-None-Match: ${etag}, ${seconds} s`)
    row(`${name}, If-None-Match → 304`, await measure(path, { 'if-none-match': etag }, 304), health)
  }
  console.log(
    [
      `\n/getWallets vs the constant route run just before it, same server: ${connections} concurrent kept-alive clients, ${seconds} s per run, loopback, ${database}, Origin ${origin}`,
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
        '/health p50 / p99 ms',
        'ratio p50 / p99 to /health',
        'ratio req/s to /health',
        'failures',
      ]),
      cell(Array(9).fill('---')),
      ...rows,
    ].join('\n'),
  )
  if (failed > 0) {
    console.error(`[bench] ${failed} answers were not the expected status: those figures are of errors`)
    process.exitCode = 1
  }
} finally {
  server.kill('SIGTERM')
}
