import { randomUUID } from 'node:crypto'
import { WebSocketServer } from 'ws'
import { createMemoryMailbox } from '../src/mailbox/createMemoryMailbox.ts'
import { createRedisFanOut } from '../src/mailbox/createRedisFanOut.ts'
import { connectRedis, createRedisMailbox } from '../src/mailbox/createRedisMailbox.ts'
import { createRelayServer } from '../src/server/createRelayServer.ts'

// The servers the bench measures, in their own process so that the clients' work does not share their event
// loop: a relay with the in-memory mailbox, with BENCH_REDIS_URL one with the Redis mailbox (and fan-out), and a
// bare `ws` echo server, all on loopback. Prints one JSON line with their URLs, then serves until SIGTERM.
const redisUrl = process.env.BENCH_REDIS_URL
const prefix = `portico:relay-bench:${randomUUID()}:`
// Messages now stay until their TTL even once delivered: the bench's volume must not meet the stored quotas.
const mailboxLimits = { maxStoredBytesPerClient: 2 ** 40, maxStoredBytes: 2 ** 40 }
// The bench measures the relay's path, not its per-socket and per-client rate limits.
const limits = { requestsPerSecond: 1_000_000, publishBytesPerMinute: 2 ** 40 }
const memoryRelay = await createRelayServer({
  port: 0,
  mailbox: createMemoryMailbox({ limits: mailboxLimits }),
  limits,
})
const redisRelay = redisUrl
  ? await createRelayServer({
      port: 0,
      mailbox: await createRedisMailbox({ url: redisUrl, prefix, limits: mailboxLimits }),
      fanOut: await createRedisFanOut({ url: redisUrl, channel: `${prefix}published` }),
      limits,
    })
  : undefined
const echo = new WebSocketServer({ port: 0, host: '127.0.0.1' })
echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data)))
await new Promise((resolve) => echo.once('listening', resolve))
const echoPort = (echo.address() as { port: number }).port
console.log(
  JSON.stringify({
    echoUrl: `ws://127.0.0.1:${echoPort}`,
    memoryRelayUrl: memoryRelay.url,
    redisRelayUrl: redisRelay?.url,
  }),
)

process.once('SIGTERM', async () => {
  await Promise.all([memoryRelay.close(), redisRelay?.close()])
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
