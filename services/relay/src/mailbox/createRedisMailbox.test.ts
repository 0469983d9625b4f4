import { randomUUID } from 'node:crypto'
import { afterAll } from 'vitest'
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

describeMailboxContract('Redis mailbox', () => createRedisMailbox({ url: redisUrl, prefix }))
