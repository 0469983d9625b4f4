import { createClient, ErrorReply } from 'redis'
import {
  DEFAULT_MAILBOX_LIMITS,
  MailboxFullError,
  MailboxQuotaError,
  type Mailbox,
  type MailboxLimits,
  type StoredMessage,
} from './mailbox.ts'
import { ACK_SCRIPT, STORE_SCRIPT, SUBSCRIBE_SCRIPT } from './redisMailboxScripts.ts'

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
 * `bytes:client:{id}` and `bytes:all` the live messages' sizes by expiry, with their `:sum`. Redis must run
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
  const key = {
    subs: (topic: string) => `${prefix}subs:${topic}`,
    topic: (topic: string) => `${prefix}topic:${topic}`,
    msg: (topic: string, hash: string) => `${prefix}msg:${topic}:${hash}`,
    ack: (topic: string, hash: string) => `${prefix}ack:${topic}:${hash}`,
    clientBytes: (clientId: string) => `${prefix}bytes:client:${clientId}`,
    allBytes: `${prefix}bytes:all`,
  }

  return {
    limits,
    async subscribe(topic, clientId, socketId) {
      await refusingWhenFull(() =>
        redis.eval(SUBSCRIBE_SCRIPT, {
          keys: [key.subs(topic)],
          arguments: [`${clientId} ${socketId}`, String(limits.subscriptionTtlSeconds * 1000)],
        }),
      )
    },
    async unsubscribe(topic, clientId, socketId) {
      await redis.zRem(key.subs(topic), `${clientId} ${socketId}`)
    },
    async store(message, publisherId) {
      const bytes = Buffer.byteLength(message.message)
      const [status, value] = (await refusingWhenFull(() =>
        redis.eval(STORE_SCRIPT, {
          keys: [
            key.msg(message.topic, message.hash),
            key.topic(message.topic),
            key.subs(message.topic),
            key.ack(message.topic, message.hash),
            key.clientBytes(publisherId),
            `${key.clientBytes(publisherId)}:sum`,
            key.allBytes,
            `${key.allBytes}:sum`,
          ],
          arguments: [
            JSON.stringify(message),
            publisherId,
            String(message.ttl * 1000),
            String(limits.unsubscribedTtlSeconds * 1000),
            String(bytes),
            String(limits.maxStoredBytesPerClient),
            String(limits.maxStoredBytes),
            message.hash,
            String(message.publishedAt),
          ],
        }),
      )) as [string, number]
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
      await refusingWhenFull(() =>
        redis.eval(ACK_SCRIPT, {
          keys: [key.msg(topic, hash), key.ack(topic, hash)],
          arguments: [clientId],
        }),
      )
    },
    async close() {
      redis.destroy()
    },
  }
}
