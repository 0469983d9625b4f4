import { createClient } from 'redis'
import type { Mailbox, StoredMessage } from './mailbox.ts'

/** Connects to Redis, failing loudly when it cannot be reached. */
export async function connectRedis(url: string) {
  const client = createClient({ url, socket: { connectTimeout: 3_000 } })
  client.on('error', (error: unknown) => console.error('[relay] redis', error))
  try {
    await client.connect()
  } catch (error) {
    throw new Error(`Redis is not reachable at ${url} (${(error as Error).message})`, { cause: error })
  }
  return client
}

/**
 * The {@link Mailbox} in Redis, so several relay processes share topics and messages and a restarted process
 * loses nothing. Keys (under `prefix`): `subs:{topic}` the subscribed client ids; `topic:{topic}` a sorted
 * set of message hashes by publish time; `msg:{topic}:{hash}` the message (expires with its TTL);
 * `rcpt:` and `ack:{topic}:{hash}` who it is for and who has it.
 *
 * @example
 * const mailbox = await createRedisMailbox({ url: process.env.REDIS_URL! })
 */
export async function createRedisMailbox({
  url,
  prefix = 'portico:relay:',
}: {
  url: string
  prefix?: string
}): Promise<Mailbox> {
  const redis = await connectRedis(url)
  const key = {
    subs: (topic: string) => `${prefix}subs:${topic}`,
    topic: (topic: string) => `${prefix}topic:${topic}`,
    msg: (topic: string, hash: string) => `${prefix}msg:${topic}:${hash}`,
    rcpt: (topic: string, hash: string) => `${prefix}rcpt:${topic}:${hash}`,
    ack: (topic: string, hash: string) => `${prefix}ack:${topic}:${hash}`,
  }
  const drop = async (topic: string, hash: string) => {
    await redis
      .multi()
      .del([key.msg(topic, hash), key.rcpt(topic, hash), key.ack(topic, hash)])
      .zRem(key.topic(topic), hash)
      .exec()
  }

  return {
    async subscribe(topic, clientId) {
      await redis.sAdd(key.subs(topic), clientId)
    },
    async unsubscribe(topic, clientId) {
      await redis.sRem(key.subs(topic), clientId)
    },
    async store(message, publisherId) {
      const ttlMs = message.ttl * 1000
      // Both in one round trip (node-redis pipelines commands sent in the same tick).
      const [stored, subscribers] = await Promise.all([
        redis.set(key.msg(message.topic, message.hash), JSON.stringify(message), {
          expiration: { type: 'PX', value: ttlMs },
          condition: 'NX',
        }),
        redis.sMembers(key.subs(message.topic)),
      ])
      const recipients = subscribers.filter((client) => client !== publisherId)
      const transaction = redis.multi()
      if (recipients.length > 0) transaction.sAdd(key.rcpt(message.topic, message.hash), recipients)
      // The publisher has its message: it is never sent back, and cannot take the place of the first late
      // subscriber (which would drop the message before its peer came).
      transaction.sAdd(key.ack(message.topic, message.hash), publisherId)
      transaction.pExpire(key.rcpt(message.topic, message.hash), ttlMs)
      transaction.pExpire(key.ack(message.topic, message.hash), ttlMs)
      if (stored !== null)
        transaction.zAdd(key.topic(message.topic), { score: message.publishedAt, value: message.hash })
      await transaction.exec()
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
      // One atomic round trip: record the acknowledgement, see who still lacks the message, and whether it lives.
      const [, , missing, ttl] = (await redis
        .multi()
        .sAdd(key.ack(topic, hash), clientId)
        .sAdd(key.rcpt(topic, hash), clientId)
        .sDiff([key.rcpt(topic, hash), key.ack(topic, hash)])
        .pTTL(key.msg(topic, hash))
        .exec()) as unknown as [number, number, string[], number]
      if (ttl < 0) {
        // Expired before the acknowledgement came: remove the sets it just created.
        await redis.del([key.ack(topic, hash), key.rcpt(topic, hash)])
        return
      }
      if (missing.length === 0) return drop(topic, hash)
      // The sets live as long as the message (a set this call created has no expiry yet).
      await redis.multi().pExpire(key.ack(topic, hash), ttl).pExpire(key.rcpt(topic, hash), ttl).exec()
    },
    async close() {
      redis.destroy()
    },
  }
}
