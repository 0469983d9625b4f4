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
      const stored = await redis.set(key.msg(message.topic, message.hash), JSON.stringify(message), {
        expiration: { type: 'PX', value: ttlMs },
        condition: 'NX',
      })
      const recipients = (await redis.sMembers(key.subs(message.topic))).filter(
        (client) => client !== publisherId,
      )
      const transaction = redis.multi()
      if (recipients.length > 0) transaction.sAdd(key.rcpt(message.topic, message.hash), recipients)
      transaction.pExpire(key.rcpt(message.topic, message.hash), ttlMs)
      if (stored !== null)
        transaction.zAdd(key.topic(message.topic), { score: message.publishedAt, value: message.hash })
      await transaction.exec()
    },
    async pending(topic, clientId) {
      const hashes = await redis.zRange(key.topic(topic), 0, -1)
      const messages: StoredMessage[] = []
      for (const hash of hashes) {
        const raw = await redis.get(key.msg(topic, hash))
        if (raw === null) {
          await redis.zRem(key.topic(topic), hash) // expired
          continue
        }
        if (await redis.sIsMember(key.ack(topic, hash), clientId)) continue
        messages.push(JSON.parse(raw) as StoredMessage)
      }
      return messages
    },
    async ack(topic, hash, clientId) {
      const ttl = await redis.pTTL(key.msg(topic, hash))
      if (ttl < 0) return
      await redis
        .multi()
        .sAdd(key.ack(topic, hash), clientId)
        .sAdd(key.rcpt(topic, hash), clientId)
        .pExpire(key.ack(topic, hash), ttl)
        .pExpire(key.rcpt(topic, hash), ttl)
        .exec()
      const missing = await redis.sDiff([key.rcpt(topic, hash), key.ack(topic, hash)])
      if (missing.length === 0) await drop(topic, hash)
    },
    async close() {
      redis.destroy()
    },
  }
}
