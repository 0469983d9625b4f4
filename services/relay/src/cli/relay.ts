import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { createRedisFanOut } from '../mailbox/createRedisFanOut.ts'
import { createRedisMailbox } from '../mailbox/createRedisMailbox.ts'
import { createRelayServer } from '../server/createRelayServer.ts'

// `npm start -w services/relay`: the WalletConnect relay on PORTICO_RELAY_PORT (default 8788).
// With REDIS_URL, topics and the mailbox live in Redis, shared by every relay process (PORTICO_RELAY_REDIS_PREFIX
// separates deployments); without it, in this process.
// PORTICO_RELAY_PUBLIC_URLS lists, comma-separated, the URLs clients dial when they differ from ws://host:port.
const port = Number(process.env.PORTICO_RELAY_PORT ?? 8788)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORTICO_RELAY_PORT must be a port number, got '${process.env.PORTICO_RELAY_PORT}'`)
  process.exit(2)
}
const redisUrl = process.env.REDIS_URL
const prefix = process.env.PORTICO_RELAY_REDIS_PREFIX ?? 'portico:relay:'
const relay = await createRelayServer({
  port,
  host: process.env.PORTICO_RELAY_HOST ?? '127.0.0.1',
  publicUrls: (process.env.PORTICO_RELAY_PUBLIC_URLS ?? '').split(',').filter(Boolean),
  mailbox: redisUrl ? await createRedisMailbox({ url: redisUrl, prefix }) : createMemoryMailbox(),
  fanOut: redisUrl ? await createRedisFanOut({ url: redisUrl, channel: `${prefix}published` }) : undefined,
})
console.log(`relay listening on ${relay.url}${redisUrl ? ' (Redis mailbox)' : ''}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    relay.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
