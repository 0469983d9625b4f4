import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { describeMailboxContract } from '../testing/describeMailboxContract.ts'
import { connectRedis, createRedisMailbox } from './createRedisMailbox.ts'

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

  it('attack: a Redis password never appears in the error when Redis cannot be reached', async () => {
    const error = await connectRedis('redis://:hunter2@127.0.0.1:1').catch(
      (reason: unknown) => reason as Error,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/^Redis is not reachable at redis:\/\/:\*\*\*@127\.0\.0\.1:1/)
    expect((error as Error).message).not.toContain('hunter2')
  })
})
