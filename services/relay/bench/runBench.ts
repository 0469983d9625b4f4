import { WebSocketServer } from 'ws'
import { createMemoryMailbox } from '../src/mailbox/createMemoryMailbox.ts'
import { createRelayServer } from '../src/server/createRelayServer.ts'
import { runEchoTraffic, runRelayTraffic, type TrafficStats } from './relayTraffic.ts'

// `npm run bench -w services/relay`: N clients on loopback publishing to each other through the relay, beside
// a bare `ws` echo server measured in the same run (the ratio is what to compare between machines).
const clients = Number(process.env.BENCH_CLIENTS ?? 20)
const messages = Number(process.env.BENCH_MESSAGES ?? 500)

const relay = await createRelayServer({
  port: 0,
  mailbox: createMemoryMailbox(),
  limits: { requestsPerSecond: 1_000_000 },
})
const echo = new WebSocketServer({ port: 0, host: '127.0.0.1' })
echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data)))
await new Promise((resolve) => echo.once('listening', resolve))
const echoPort = (echo.address() as { port: number }).port

const line = (name: string, stats: TrafficStats) =>
  `${name.padEnd(10)} ${String(stats.messages).padStart(7)} msgs  ${stats.messagesPerSecond.toFixed(0).padStart(7)} msg/s  p50 ${stats.p50Ms.toFixed(2)} ms  p99 ${stats.p99Ms.toFixed(2)} ms`

// Warm up both, then measure.
await runEchoTraffic({ url: `ws://127.0.0.1:${echoPort}`, clients: 2, messages: 100 })
await runRelayTraffic({ url: relay.url, clients: 2, messages: 100 })
const bare = await runEchoTraffic({ url: `ws://127.0.0.1:${echoPort}`, clients, messages })
const relayed = await runRelayTraffic({ url: relay.url, clients, messages })
console.log(`${clients} clients × ${messages} messages, 20 in flight per client`)
console.log(line('ws echo', bare))
console.log(line('relay', relayed))
console.log(
  `ratio relay/echo: throughput ${(relayed.messagesPerSecond / bare.messagesPerSecond).toFixed(2)}, p50 latency ×${(relayed.p50Ms / bare.p50Ms).toFixed(1)}`,
)
await relay.close()
echo.close()
