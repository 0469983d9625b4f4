import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { createRedisFanOut } from '../mailbox/createRedisFanOut.ts'
import { createRedisMailbox } from '../mailbox/createRedisMailbox.ts'
import { prepareRedisMemory, RedisEvictionError } from '../mailbox/prepareRedisMemory.ts'
import { createRelayServer } from '../server/createRelayServer.ts'
import { readRelayConfig, RelayConfigError } from './readRelayConfig.ts'

// `npm start -w services/relay`: the WalletConnect relay on PORTICO_RELAY_PORT (default 8788), configured by
// the environment variables readRelayConfig lists. With REDIS_URL, topics and the mailbox live in Redis, shared
// by every relay process; without it, in this process.
let config: ReturnType<typeof readRelayConfig>
try {
  config = readRelayConfig(process.env)
} catch (error) {
  if (!(error instanceof RelayConfigError)) throw error
  console.error(error.message)
  process.exit(2)
}
const { redisUrl, redisPrefix, mailboxLimits } = config
if (redisUrl) {
  // A full Redis must refuse new messages, never evict undelivered ones.
  await prepareRedisMemory({ url: redisUrl, maxMemory: config.redisMaxMemory }).catch((error: unknown) => {
    if (!(error instanceof RedisEvictionError)) throw error
    console.error(error.message)
    process.exit(2)
  })
}
const mailbox = redisUrl
  ? await createRedisMailbox({ url: redisUrl, prefix: redisPrefix, limits: mailboxLimits })
  : createMemoryMailbox({ limits: mailboxLimits })
const relay = await createRelayServer({
  port: config.port,
  host: config.host,
  publicUrls: config.publicUrls,
  limits: config.limits,
  projectIds: config.projectIds,
  mailbox,
  fanOut: redisUrl
    ? await createRedisFanOut({ url: redisUrl, channel: `${redisPrefix}published` })
    : undefined,
})
console.log(
  `relay listening on ${relay.url}${redisUrl ? ' (Redis mailbox)' : ' (in-memory mailbox)'}` +
    (config.projectIds.length ? `, project ids required (${config.projectIds.length} known)` : ''),
)

// Started with an IPC channel (the load script's abuse mode), it tells its parent its memory when asked: after
// a full collection when started with --expose-gc, so the figure is what the relay holds, not garbage.
if (process.send) {
  process.on('message', (request) => {
    if (request !== 'memory') return
    ;(globalThis as { gc?: () => void }).gc?.()
    process.send!(process.memoryUsage())
  })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    relay
      .close()
      .then(() => mailbox.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[relay] closing failed', error)
          process.exit(1)
        },
      )
  })
}
