import { randomUUID } from 'node:crypto'
import { WebSocketServer } from 'ws'
import { createMemoryMailbox } from '../src/mailbox/createMemoryMailbox.ts'
import { createRedisFanOut } from '../src/mailbox/createRedisFanOut.ts'
import { connectRedis, createRedisMailbox } from '../src/mailbox/createRedisMailbox.ts'
import { createRelayServer } from '../src/server/createRelayServer.ts'

// The servers the bench measures, in their own process so that the clients' work does not share their event
// loop: a relay (in memory, or in Redis with BENCH_REDIS_URL) and a bare `ws` echo server, both on loopback.
// Prints one JSON line with their URLs, then serves until SIGTERM.
const redisUrl = process.env.BENCH_REDIS_URL
const prefix = `portico:relay-bench:${randomUUID()}:`
// Messages now stay until their TTL even once delivered: the bench's volume must not meet the stored quotas.
const mailboxLimits = { maxStoredBytesPerClient: 2 ** 40, maxStoredBytes: 2 ** 40 }
const relay = await createRelayServer({
  port: 0,
  mailbox: redisUrl
    ? await createRedisMailbox({ url: redisUrl, prefix, limits: mailboxLimits })
    : createMemoryMailbox({ limits: mailboxLimits }),
  fanOut: redisUrl ? await createRedisFanOut({ url: redisUrl, channel: `${prefix}published` }) : undefined,
  // The bench measures the relay's path, not its per-socket and per-client rate limits.
  limits: { requestsPerSecond: 1_000_000, publishBytesPerMinute: 2 ** 40 },
})
const echo = new WebSocketServer({ port: 0, host: '127.0.0.1' })
echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data)))
await new Promise((resolve) => echo.once('listening', resolve))
const echoPort = (echo.address() as { port: number }).port
console.log(JSON.stringify({ relayUrl: relay.url, echoUrl: `ws://127.0.0.1:${echoPort}` }))

process.once('SIGTERM', async () => {
  await relay.close()
  echo.close()
  if (redisUrl) {
    // The bench's messages and subscriptions do not outlive it.
    const redis = await connectRedis(redisUrl)
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` }))
      if (keys.length) await redis.del(keys)
    redis.destroy()
  }
  process.exit(0)
})
