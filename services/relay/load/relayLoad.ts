import { parseArgs } from 'node:util'
import { runRelayTraffic } from '../bench/relayTraffic.ts'
import { runRelayAbuse } from './runRelayAbuse.ts'
import { startMeasuredRelay } from './startMeasuredRelay.ts'

// `RELAY_URL=ws://127.0.0.1:8788 npm run load -w services/relay`: load a running relay with LOAD_CLIENTS
// clients (default 100) each publishing LOAD_MESSAGES messages (default 1000) to a partner. A relay started with
// default limits caps each socket at 50 requests per second, so this also shows the limiter at work.
//
// `npm run load -w services/relay -- --abuse --seconds 60`: starts a relay of its own on loopback (in Redis
// mode when REDIS_URL is set; other PORTICO_RELAY_* variables pass through) and attacks it for that long
// (runRelayAbuse), printing the relay's RSS and heap every 5 s and after the attackers left. Its stored-bytes
// cap is 64 MiB unless PORTICO_RELAY_MAX_STORED_BYTES says otherwise, so the run reaches it.
const { values } = parseArgs({
  options: { abuse: { type: 'boolean', default: false }, seconds: { type: 'string', default: '60' } },
})

if (values.abuse) {
  const seconds = Number(values.seconds)
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600)
    throw new Error(`--seconds must be a whole number from 1 to 600, got '${values.seconds}'`)
  // A stored-bytes cap the run can reach in its time (the default is 256 MiB), unless one is given.
  const relay = await startMeasuredRelay({
    PORTICO_RELAY_MAX_STORED_BYTES: process.env.PORTICO_RELAY_MAX_STORED_BYTES ?? String(64 * 1024 * 1024),
  })
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
  const report = async (label: string) => {
    const { rss, heapUsed } = await relay.memory()
    console.log(`${label}: relay rss ${mib(rss)}, heap ${mib(heapUsed)}`)
    return rss
  }
  const before = await report('before')
  const counts = await runRelayAbuse({
    url: relay.url,
    seconds,
    onTick: async (tick, elapsed) => {
      await report(`${elapsed.toFixed(0).padStart(3)} s, ${tick.opened} sockets opened`)
    },
  })
  const during = await report('attack over')
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  const after = await report('5 s later')
  console.log(JSON.stringify(counts))
  console.log(`rss before ${mib(before)}, at the end of the attack ${mib(during)}, after ${mib(after)}`)
  await relay.stop()
} else {
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
}
