import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { describeMailboxContract } from '../testing/describeMailboxContract.ts'
import { connectRedis, createRedisMailbox } from './createRedisMailbox.ts'
import { MailboxQuotaError } from './mailbox.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The Redis that `npm test` makes sure of (127.0.0.1:6379); this run's keys live under their own prefix.
const redisUrl = process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `portico:relay-test:${randomUUID()}:`
afterAll(async () => {
  const redis = await connectRedis(redisUrl)
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await redis.del(keys)
  redis.destroy()
})

// Each mailbox gets a prefix of its own under this run's, so the global byte count is the test's alone.
describeMailboxContract('Redis mailbox', (limits) =>
  createRedisMailbox({ url: redisUrl, prefix: `${prefix}${randomUUID()}:`, limits }),
)

describe('Redis mailbox keys', () => {
  it('attack: subscriptions of sockets that vanished expire in Redis instead of piling up', async () => {
    const ownPrefix = `${prefix}${randomUUID()}:`
    const mailbox = await createRedisMailbox({
      url: redisUrl,
      prefix: ownPrefix,
      limits: { subscriptionTtlSeconds: 60 },
    })
    const redis = await connectRedis(redisUrl)
    try {
      await mailbox.subscribe('topic', 'did:key:ghost', 'socket-1')
      const ttl = await redis.pTTL(`${ownPrefix}subs:topic`)
      expect(ttl).toBeGreaterThan(0)
      expect(ttl).toBeLessThanOrEqual(60_000)
      // Every key a message leaves behind expires too.
      await mailbox.store(
        { topic: 'topic', message: 'm', publishedAt: Date.now(), tag: 0, ttl: 30, hash: 'h' },
        'did:key:alice',
      )
      for await (const keys of redis.scanIterator({ MATCH: `${ownPrefix}*` }))
        for (const name of keys)
          if (!name.includes('bytes:all')) expect(await redis.pTTL(name), name).toBeGreaterThan(0)
    } finally {
      await mailbox.close()
      redis.destroy()
    }
  })

  it('stores and acknowledgements of one turn go to Redis together and keep every promise, in order', async () => {
    const mailbox = await createRedisMailbox({
      url: redisUrl,
      prefix: `${prefix}${randomUUID()}:`,
      limits: { maxStoredBytesPerClient: 100 },
    })
    try {
      const message = (hash: string, text = 'x'.repeat(40)) => ({
        topic: 'topic',
        message: text,
        publishedAt: Date.now(),
        tag: 0,
        ttl: 60,
        hash,
      })
      await mailbox.subscribe('topic', 'bob', 'bob-1')
      // One batch: the repeat costs nothing, the third distinct message is over alice's 100 bytes.
      const stored = await Promise.allSettled([
        mailbox.store(message('a'), 'alice'),
        mailbox.store(message('a'), 'alice'),
        mailbox.store(message('b'), 'alice'),
        mailbox.store(message('c'), 'alice'),
        mailbox.store(message('d'), 'carol'),
      ])
      expect(stored.map((result) => (result.status === 'fulfilled' ? result.value : 'refused'))).toEqual([
        60,
        60,
        60,
        'refused',
        60,
      ])
      expect((await mailbox.pending('topic', 'bob')).map((entry) => entry.hash)).toEqual(['a', 'b', 'd'])
      // Acknowledgements of one turn, by two clients: each removes the message for its own client only.
      await Promise.all([mailbox.ack('topic', 'a', 'bob'), mailbox.ack('topic', 'b', 'dave')])
      expect((await mailbox.pending('topic', 'bob')).map((entry) => entry.hash)).toEqual(['b', 'd'])
      expect((await mailbox.pending('topic', 'dave')).map((entry) => entry.hash)).toEqual(['a', 'd'])
    } finally {
      await mailbox.close()
    }
  })

  it("one batch's messages of one client free their bytes each at its own expiry", async () => {
    const ownPrefix = `${prefix}${randomUUID()}:`
    const mailbox = await createRedisMailbox({
      url: redisUrl,
      prefix: ownPrefix,
      limits: { maxStoredBytesPerClient: 100 },
    })
    const redis = await connectRedis(redisUrl)
    try {
      const message = (hash: string, ttl: number) => ({
        topic: 'topic',
        message: 'x'.repeat(40),
        publishedAt: Date.now(),
        tag: 0,
        ttl,
        hash,
      })
      await mailbox.subscribe('topic', 'bob', 'bob-1')
      // One batch: two messages of 1 s and one of 60 s share the client's ledger in two entries, by expiry.
      await Promise.all([
        mailbox.store(message('short-1', 1), 'alice'),
        mailbox.store({ ...message('short-2', 1), message: 'x'.repeat(20) }, 'alice'),
        mailbox.store({ ...message('long', 60), message: 'x'.repeat(30) }, 'alice'),
      ])
      expect(await redis.zCard(`${ownPrefix}bytes:client:alice`)).toBe(2)
      await expect(mailbox.store(message('refused', 60), 'alice')).rejects.toThrow(MailboxQuotaError)
      await sleep(1_100) // the short ones expired together: their 60 bytes are free, the long one's 30 are not
      await mailbox.store(message('after-1', 60), 'alice')
      await expect(mailbox.store(message('after-2', 60), 'alice')).rejects.toThrow(
        new MailboxQuotaError('this client already stores 70 of its 100 bytes'),
      )
    } finally {
      await mailbox.close()
      redis.destroy()
    }
  })

  it('a message an earlier relay stored (any JSON) is recognised when it is published again', async () => {
    const ownPrefix = `${prefix}${randomUUID()}:`
    const mailbox = await createRedisMailbox({ url: redisUrl, prefix: ownPrefix })
    const redis = await connectRedis(redisUrl)
    try {
      const message = { topic: 'topic', message: 'm', publishedAt: Date.now(), tag: 0, ttl: 120, hash: 'h' }
      await redis.set(`${ownPrefix}msg:topic:h`, JSON.stringify({ ...message, ttl: 90 }), { PX: 60_000 })
      expect(await mailbox.store(message, 'alice')).toBe(90)
    } finally {
      await mailbox.close()
      redis.destroy()
    }
  })

  it('close sends what was accepted in its turn before it disconnects', async () => {
    const ownPrefix = `${prefix}${randomUUID()}:`
    const mailbox = await createRedisMailbox({ url: redisUrl, prefix: ownPrefix })
    const redis = await connectRedis(redisUrl)
    try {
      const stored = mailbox.store(
        { topic: 'topic', message: 'm', publishedAt: Date.now(), tag: 0, ttl: 30, hash: 'h' },
        'alice',
      )
      await mailbox.close()
      expect(await stored).toBe(30)
      expect(await redis.exists(`${ownPrefix}msg:topic:h`)).toBe(1)
    } finally {
      redis.destroy()
    }
  })

  it('attack: a Redis password never appears in the error when Redis cannot be reached', async () => {
    const error = await connectRedis('redis://:hunter2@127.0.0.1:1').catch(
      (reason: unknown) => reason as Error,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/^Redis is not reachable at redis:\/\/:\*\*\*@127\.0\.0\.1:1/)
    expect((error as Error).message).not.toContain('hunter2')
  })
})
