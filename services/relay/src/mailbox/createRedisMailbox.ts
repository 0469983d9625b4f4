import { createClient, ErrorReply } from 'redis'
import {
  DEFAULT_MAILBOX_LIMITS,
  MailboxFullError,
  MailboxQuotaError,
  type Mailbox,
  type MailboxLimits,
  type StoredMessage,
} from './mailbox.ts'
import { batchPerTick } from './batchPerTick.ts'
import { ACK_SCRIPT, STORE_SCRIPT, SUBSCRIBE_SCRIPT, type RedisScript } from './redisMailboxScripts.ts'

/** `url` without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an unparsable Redis URL)'
  }
}

/** Connects to Redis, failing loudly (without the URL's password) when it cannot be reached. */
export async function connectRedis(url: string) {
  let connected = false
  const client = createClient({
    url,
    socket: {
      connectTimeout: 3_000,
      // Reconnect after a lost connection, but give up on the first one so a wrong URL fails instead of hanging.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 100, 3_000) : cause),
    },
  })
  client.on('error', (error: unknown) => console.error(`[relay] redis: ${(error as Error).message}`))
  try {
    await client.connect()
    connected = true
  } catch (error) {
    throw new Error(`Redis is not reachable at ${redactRedisUrl(url)} (${(error as Error).message})`, {
      cause: error,
    })
  }
  return client
}

/** A connection from {@link connectRedis}. */
export type RedisConnection = Awaited<ReturnType<typeof connectRedis>>

/** Runs `script` by its SHA1, sending its source only when Redis does not have it (yet, or any more). */
async function runRedisScript(
  redis: RedisConnection,
  script: RedisScript,
  options: { keys: string[]; arguments: string[] },
): Promise<unknown> {
  try {
    return await redis.evalSha(script.sha1, options)
  } catch (error) {
    if (!(error instanceof ErrorReply && error.message.startsWith('NOSCRIPT'))) throw error
    return redis.eval(script.source, options)
  }
}

/** Redis answered that it is over `maxmemory` (policy noeviction): nothing was written. */
const isOutOfMemory = (error: unknown) => error instanceof ErrorReply && error.message.startsWith('OOM')

/** Runs `write`, turning Redis's OOM answer into a {@link MailboxFullError}. */
async function refusingWhenFull<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isOutOfMemory(error)) throw new MailboxFullError({ cause: error })
    throw error
  }
}

/** Parameters of {@link createRedisMailbox}. */
export interface CreateRedisMailboxParameters {
  url: string
  /** Separates deployments (and test runs) sharing one Redis (default `portico:relay:`). */
  prefix?: string
  limits?: Partial<MailboxLimits> | undefined
}

/**
 * The {@link Mailbox} in Redis, so several relay processes share topics and messages and a restarted process
 * loses nothing. Keys (under `prefix`): `subs:{topic}` the subscribed sockets (`clientId socketId`, scored by
 * when they lapse; the key expires with the last); `topic:{topic}` message hashes by publish time;
 * `msg:{topic}:{hash}` the message and `ack:{topic}:{hash}` who has it (both expire with its TTL);
 * `bytes:client:{id}` and `bytes:all` the live messages' sizes by expiry, with their `:sum`. The stores and
 * acknowledgements of one turn of the event loop run as one script each (batchPerTick). Redis must run
 * with `maxmemory-policy noeviction` (see ensureRedisNoEviction): writes are then refused, never evicted.
 *
 * @example
 * const mailbox = await createRedisMailbox({ url: process.env.REDIS_URL! })
 */
export async function createRedisMailbox({
  url,
  prefix = 'portico:relay:',
  limits: overrides = {},
}: CreateRedisMailboxParameters): Promise<Mailbox> {
  const limits = { ...DEFAULT_MAILBOX_LIMITS, ...overrides }
  const redis = await connectRedis(url)
  // STORE_SCRIPT builds the same names (and `bytes:client:{id}`) from the prefix: change them together.
  const key = {
    subs: (topic: string) => `${prefix}subs:${topic}`,
    topic: (topic: string) => `${prefix}topic:${topic}`,
    msg: (topic: string, hash: string) => `${prefix}msg:${topic}:${hash}`,
    ack: (topic: string, hash: string) => `${prefix}ack:${topic}:${hash}`,
    allBytes: `${prefix}bytes:all`,
  }

  // Every store and acknowledgement of one turn of the event loop goes to Redis as one script run.
  const storeBatch = batchPerTick((batch: { message: StoredMessage; publisherId: string }[]) =>
    refusingWhenFull(async () => {
      const keys = [key.allBytes, `${key.allBytes}:sum`]
      // The script names each message's keys from the prefix (STORE_SCRIPT): fewer bytes to send and parse.
      const args = [
        String(limits.unsubscribedTtlSeconds * 1000),
        String(limits.maxStoredBytesPerClient),
        String(limits.maxStoredBytes),
        prefix,
      ]
      for (const { message, publisherId } of batch) {
        const { ttl, ...stored } = message
        args.push(
          JSON.stringify(stored),
          publisherId,
          String(ttl * 1000),
          String(Buffer.byteLength(message.message)),
          message.hash,
          String(message.publishedAt),
          message.topic,
        )
      }
      const reply = (await runRedisScript(redis, STORE_SCRIPT, { keys, arguments: args })) as (
        string | number
      )[]
      return batch.map((_entry, index) => ({
        status: reply[index * 2] as string,
        value: reply[index * 2 + 1] as number,
      }))
    }),
  )
  const ackBatch = batchPerTick((batch: { topic: string; hash: string; clientId: string }[]) =>
    refusingWhenFull(async () => {
      await runRedisScript(redis, ACK_SCRIPT, {
        keys: batch.map(({ topic, hash }) => key.ack(topic, hash)),
        arguments: batch.map(({ clientId }) => clientId),
      })
      return batch.map(() => undefined)
    }),
  )

  return {
    limits,
    async subscribe(topic, clientId, socketId) {
      await refusingWhenFull(() =>
        runRedisScript(redis, SUBSCRIBE_SCRIPT, {
          keys: [key.subs(topic)],
          arguments: [`${clientId} ${socketId}`, String(limits.subscriptionTtlSeconds * 1000)],
        }),
      )
    },
    async unsubscribe(topic, clientId, socketId) {
      await redis.zRem(key.subs(topic), `${clientId} ${socketId}`)
    },
    async store(message, publisherId) {
      const { status, value } = await storeBatch({ message, publisherId })
      if (status === 'client')
        throw new MailboxQuotaError(
          `this client already stores ${value} of its ${limits.maxStoredBytesPerClient} bytes`,
        )
      if (status === 'global')
        throw new MailboxQuotaError(
          `the relay stores all it may (${limits.maxStoredBytes} bytes); try again later`,
        )
      return Math.round(value / 1000)
    },
    async pending(topic, clientId) {
      const hashes = await redis.zRange(key.topic(topic), 0, -1)
      // One round trip for all of them: node-redis pipelines commands sent in the same tick.
      const entries = await Promise.all(
        hashes.map((hash) =>
          Promise.all([redis.get(key.msg(topic, hash)), redis.sIsMember(key.ack(topic, hash), clientId)]),
        ),
      )
      const expired = hashes.filter((_hash, index) => entries[index]![0] === null)
      if (expired.length > 0) await redis.zRem(key.topic(topic), expired)
      return entries.flatMap(([raw, acked]) =>
        raw === null || acked === 1 ? [] : [JSON.parse(raw) as StoredMessage],
      )
    },
    async ack(topic, hash, clientId) {
      await ackBatch({ topic, hash, clientId })
    },
    async close() {
      // What was accepted this turn still reaches Redis.
      await Promise.all([storeBatch.settle(), ackBatch.settle()])
      redis.destroy()
    },
  }
}
