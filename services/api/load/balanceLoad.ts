import { devnetAccounts } from '@portico/devnet/manifest'

// Load script for a person to run against a running API (`npm start` first):
//   npm run load -w services/api -- --url http://127.0.0.1:8787 --seconds 10 --concurrency 16
// It only ever targets the URL given (loopback by default), and stops after --seconds or --requests.
// The API's per-IP budget (PORTICO_API_RATE_PER_IP, 600 a minute) answers most of a long run with 429:
// raise it on the API to measure throughput. Abuse mode (starts its own API unless --url is given):
//   npm run load -w services/api -- --abuse --seconds 60 [--concurrency 64] [--url … --pid …]
const args = new Map<string, string>()
for (let i = 2; i < process.argv.length; i++) {
  const name = process.argv[i]!.replace(/^--/, '')
  const next = process.argv[i + 1]
  const isValue = next !== undefined && !next.startsWith('--')
  args.set(name, isValue ? next : 'true')
  if (isValue) i++
}
if (args.has('abuse')) {
  const { runAbuse } = await import('./abuseLoad.ts')
  await runAbuse({
    url: args.get('url'),
    pid: args.has('pid') ? Number(args.get('pid')) : undefined,
    seconds: Math.min(Number(args.get('seconds') ?? 60), 600),
    concurrency: Math.min(Number(args.get('concurrency') ?? 64), 512),
  })
  process.exit(0)
}
const baseUrl = args.get('url') ?? 'http://127.0.0.1:8787'
const seconds = Number(args.get('seconds') ?? 10)
const maxRequests = Number(args.get('requests') ?? 100_000)
const concurrency = Number(args.get('concurrency') ?? 16)
const host = new URL(baseUrl).hostname
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
  throw new Error(`Refusing to load ${host}: this script only targets loopback addresses`)
}

const latencies: number[] = []
let failures = 0
let sent = 0
const deadline = Date.now() + seconds * 1000

async function worker(): Promise<void> {
  while (Date.now() < deadline && sent < maxRequests) {
    const account = devnetAccounts[sent++ % devnetAccounts.length]!
    const started = performance.now()
    try {
      const response = await fetch(
        `${baseUrl}/v1/account/${account.address}/balance?projectId=load&currency=usd&chainId=eip155:31337`,
      )
      await response.arrayBuffer()
      if (!response.ok) failures++
    } catch {
      failures++
    }
    latencies.push(performance.now() - started)
  }
}

const startedAt = performance.now()
await Promise.all(Array.from({ length: concurrency }, worker))
const elapsed = (performance.now() - startedAt) / 1000
latencies.sort((a, b) => a - b)
const at = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1)
console.log(
  `GET /v1/account/{address}/balance × ${latencies.length} in ${elapsed.toFixed(1)} s, concurrency ${concurrency}`,
)
console.log(`throughput ${(latencies.length / elapsed).toFixed(0)} req/s, failures ${failures}`)
console.log(
  `latency ms: p50 ${at(0.5)}  p90 ${at(0.9)}  p99 ${at(0.99)}  max ${latencies.at(-1)?.toFixed(1)}`,
)
