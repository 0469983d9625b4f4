import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { runEchoTraffic, runRelayTraffic, type TrafficStats } from './relayTraffic.ts'

// `npm run bench -w services/relay`: BENCH_CLIENTS clients (default 20) on loopback, in pairs, publishing
// BENCH_MESSAGES messages each (default 2000) to each other through the relay, beside a bare `ws` echo server
// measured with the same clients and window. BENCH_REDIS_URL adds the relay with the Redis mailbox and fan-out.
// The servers run in a child process (benchServers.ts). Each of BENCH_ROUNDS rounds (default 3) measures every
// server once, in turns, so a busy machine slows all of them alike; the figures are the rounds' medians, and a
// ratio is the median of each round's relay msg/s over that round's echo msg/s. Ratios are what to compare
// between machines.
const clients = Number(process.env.BENCH_CLIENTS ?? 20)
const messages = Number(process.env.BENCH_MESSAGES ?? 2_000)
const window = Number(process.env.BENCH_WINDOW ?? 20)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
for (const [name, value] of Object.entries({ clients, messages, window, rounds })) {
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`BENCH_${name.toUpperCase()} must be a whole number ≥ 1`)
}
if (clients % 2 !== 0) throw new Error('BENCH_CLIENTS must be even: clients publish to each other in pairs')

const servers = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('benchServers.ts', import.meta.url))],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
const urls = await new Promise<{ echoUrl: string; memoryRelayUrl: string; redisRelayUrl?: string }>(
  (resolve, reject) => {
    createInterface({ input: servers.stdout! }).once('line', (line) => resolve(JSON.parse(line)))
    servers.once('exit', (code) =>
      reject(new Error(`the bench servers exited (${code}) before they listened`)),
    )
  },
)

/** A server the bench measures, and how. */
interface Contender {
  name: string
  run: () => Promise<TrafficStats>
}
const contenders: Contender[] = [
  { name: 'ws echo', run: () => runEchoTraffic({ url: urls.echoUrl, clients, messages, window }) },
  {
    name: 'relay (memory)',
    run: () => runRelayTraffic({ url: urls.memoryRelayUrl, clients, messages, window }),
  },
]
const { redisRelayUrl } = urls
if (redisRelayUrl)
  contenders.push({
    name: 'relay (Redis)',
    run: () => runRelayTraffic({ url: redisRelayUrl, clients, messages, window }),
  })

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

try {
  // Warm up every server (JIT, sockets), then measure.
  await runEchoTraffic({ url: urls.echoUrl, clients: 2, messages: 200, window })
  for (const url of [urls.memoryRelayUrl, redisRelayUrl])
    if (url) await runRelayTraffic({ url, clients: 2, messages: 200, window })
  const results = new Map<string, TrafficStats[]>(contenders.map(({ name }) => [name, []]))
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another server, so none is always measured first or last.
    for (let turn = 0; turn < contenders.length; turn++) {
      const { name, run } = contenders[(round + turn) % contenders.length]!
      results.get(name)!.push(await run())
    }
  }

  console.log(
    `${clients} clients × ${messages} messages, ${window} in flight per client, loopback, ` +
      `median of ${rounds} round${rounds === 1 ? '' : 's'}`,
  )
  const row = (cells: string[]) =>
    `  ${cells[0]!.padEnd(24)}${cells
      .slice(1)
      .map((cell) => cell.padStart(12))
      .join('')}`
  const fixed = (value: number, digits: number) => value.toFixed(digits)
  console.log(row(['', 'messages', 'msg/s', 'p50 ms', 'p99 ms']))
  const echo = results.get('ws echo')!
  for (const [name, stats] of results) {
    console.log(
      row([
        name,
        String(stats[0]!.messages),
        fixed(median(stats.map((entry) => entry.messagesPerSecond)), 0),
        fixed(median(stats.map((entry) => entry.p50Ms)), 2),
        fixed(median(stats.map((entry) => entry.p99Ms)), 2),
      ]),
    )
  }
  for (const [name, stats] of results) {
    if (name === 'ws echo') continue
    const ratio = median(
      stats.map((entry, round) => entry.messagesPerSecond / echo[round]!.messagesPerSecond),
    )
    console.log(
      row([
        `${name} / echo`,
        '',
        `${fixed(ratio * 100, 0)} %`,
        `×${fixed(median(stats.map((entry) => entry.p50Ms)) / median(echo.map((entry) => entry.p50Ms)), 1)}`,
        `×${fixed(median(stats.map((entry) => entry.p99Ms)) / median(echo.map((entry) => entry.p99Ms)), 1)}`,
      ]),
    )
  }
} finally {
  servers.kill('SIGTERM')
}
