import { runRelayTraffic } from '../bench/relayTraffic.ts'

// `RELAY_URL=ws://127.0.0.1:8788 npm run load -w services/relay`: load a running relay with LOAD_CLIENTS
// clients (default 100) each publishing LOAD_MESSAGES messages (default 1000) to a partner. A relay started with
// default limits caps each socket at 50 requests per second, so this also shows the limiter at work.
const url = process.env.RELAY_URL ?? 'ws://127.0.0.1:8788'
const stats = await runRelayTraffic({
  url,
  clients: Number(process.env.LOAD_CLIENTS ?? 100),
  messages: Number(process.env.LOAD_MESSAGES ?? 1000),
  window: 5,
})
console.log(
  `${url}: ${stats.messages} messages in ${stats.seconds.toFixed(1)} s = ${stats.messagesPerSecond.toFixed(0)} msg/s, p50 ${stats.p50Ms.toFixed(1)} ms, p99 ${stats.p99Ms.toFixed(1)} ms`,
)
