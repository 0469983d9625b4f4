import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { createChannelStore } from '../src/channels/channelStore.ts'
import { createFarcasterRelay } from '../src/server/createFarcasterRelay.ts'

// `npm run load -w services/farcaster-relay -- --seconds 10 --connections 32`
// Self-contained: the relay on a loopback port of this process. Loads channel creation (the apps' call) and
// status polls (what every waiting app sends every second or so), and fails on any error or non-2xx answer.
const args = new Map<string, string>()
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '')
const seconds = Number(args.get('seconds') ?? 10)
const connections = Number(args.get('connections') ?? 32)

const relay = createFarcasterRelay({
  store: createChannelStore({ maxChannels: 1_000_000 }),
  connectUrl: 'https://farcaster.xyz/~/siwf',
})
await relay.listen({ host: '127.0.0.1', port: 0 })
const base = `http://127.0.0.1:${(relay.server.address() as AddressInfo).port}`
const created = await fetch(`${base}/v1/channel`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ siweUri: 'https://load.example/login', domain: 'load.example' }),
})
const { channelToken } = (await created.json()) as { channelToken: string }

let failed = false
for (const [name, options] of [
  [
    'POST /v1/channel',
    {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'https://load.example/login', domain: 'load.example' }),
    },
  ],
  [
    'GET /v1/channel/status',
    { method: 'GET' as const, headers: { authorization: `Bearer ${channelToken}` } },
  ],
] as const) {
  const path = name.split(' ')[1]!
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, ...options })
  const bad = result.errors + result.timeouts + result.non2xx
  console.log(
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${bad} failed of ${result.requests.total}`,
  )
  if (bad > 0) failed = true
}
await relay.close()
process.exit(failed ? 1 : 0)
