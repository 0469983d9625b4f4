import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { runEchoTraffic, runRelayTraffic, type TrafficStats } from './relayTraffic.ts'

// `npm run bench -w services/relay`: BENCH_CLIENTS clients (default 20) on loopback, in pairs, publishing
// BENCH_MESSAGES messages each (default 2000) to each other through the relay, beside a bare `ws` echo server
// measured in the same run with the same clients and window. The servers run in a child process
// (benchServers.ts); the ratio is what to compare between machines. BENCH_REDIS_URL benches the Redis mailbox.
const clients = Number(process.env.BENCH_CLIENTS ?? 20)
const messages = Number(process.env.BENCH_MESSAGES ?? 2_000)
const window = Number(process.env.BENCH_WINDOW ?? 20)
for (const [name, value] of Object.entries({ clients, messages, window })) {
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`BENCH_${name.toUpperCase()} must be a whole number ≥ 1`)
}
if (clients % 2 !== 0) throw new Error('BENCH_CLIENTS must be even: clients publish to each other in pairs')

const servers = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('benchServers.ts', import.meta.url))],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const { relayUrl, echoUrl } = await new Promise<{ relayUrl: string; echoUrl: string }>((resolve, reject) => {
  createInterface({ input: servers.stdout! }).once('line', (line) => resolve(JSON.parse(line)))
  servers.once('exit', (code) => reject(new Error(`the bench servers exited (${code}) before they listened`)))
})

try {
  // Warm up both (JIT, sockets), then measure.
  await runEchoTraffic({ url: echoUrl, clients: 2, messages: 200, window })
  await runRelayTraffic({ url: relayUrl, clients: 2, messages: 200, window })
  const bare = await runEchoTraffic({ url: echoUrl, clients, messages, window })
  const relayed = await runRelayTraffic({ url: relayUrl, clients, messages, window })

  const mode = process.env.BENCH_REDIS_URL ? 'Redis mailbox' : 'in-memory mailbox'
  console.log(
    `${clients} clients × ${messages} messages, ${window} in flight per client, loopback, relay with ${mode}`,
  )
  const row = (cells: string[]) =>
    `  ${cells[0]!.padEnd(16)}${cells
      .slice(1)
      .map((cell) => cell.padStart(12))
      .join('')}`
  const fixed = (value: number, digits: number) => value.toFixed(digits)
  const line = (name: string, stats: TrafficStats) =>
    row([
      name,
      String(stats.messages),
      fixed(stats.messagesPerSecond, 0),
      fixed(stats.p50Ms, 2),
      fixed(stats.p99Ms, 2),
    ])
  console.log(row(['', 'messages', 'msg/s', 'p50 ms', 'p99 ms']))
  console.log(line('ws echo', bare))
  console.log(line('relay', relayed))
  console.log(
    row([
      'relay / echo',
      '',
      fixed(relayed.messagesPerSecond / bare.messagesPerSecond, 2),
      `×${fixed(relayed.p50Ms / bare.p50Ms, 1)}`,
      `×${fixed(relayed.p99Ms / bare.p99Ms, 1)}`,
    ]),
  )
} finally {
  servers.kill('SIGTERM')
}
