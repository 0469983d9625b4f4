import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { connectRedis } from './createRedisMailbox.ts'
import { createRedisFanOut } from './createRedisFanOut.ts'
import type { StoredMessage } from './mailbox.ts'

// The Redis that `npm test` makes sure of (127.0.0.1:6379); each test has a channel of its own.
const redisUrl = process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const message = (hash: string): StoredMessage => ({
  topic: 'topic',
  message: `m-${hash}`,
  publishedAt: Date.now(),
  tag: 0,
  ttl: 30,
  hash,
})
const waitFor = async (condition: () => boolean) => {
  const deadline = Date.now() + 5_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 5000 ms')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('Redis fan-out', () => {
  it('carries the messages one process publishes in a turn to the others, in order, and not back to itself', async () => {
    const channel = `portico:relay-test:${randomUUID()}:published`
    const [sender, receiver] = await Promise.all([
      createRedisFanOut({ url: redisUrl, channel }),
      createRedisFanOut({ url: redisUrl, channel }),
    ])
    const heardBySender: string[] = []
    const heardByReceiver: string[] = []
    await sender.listen((delivered) => heardBySender.push(delivered.hash))
    await receiver.listen((delivered, publisherId) =>
      heardByReceiver.push(`${delivered.hash}/${publisherId}`),
    )
    try {
      await Promise.all(['1', '2', '3'].map((hash) => sender.publish(message(hash), 'alice')))
      await sender.publish(message('4'), 'bob')
      await waitFor(() => heardByReceiver.length === 4)
      expect(heardByReceiver).toEqual(['1/alice', '2/alice', '3/alice', '4/bob'])
      expect(heardBySender).toEqual([])
    } finally {
      await Promise.all([sender.close(), receiver.close()])
    }
  })

  it('delivers a lone message as an earlier relay process publishes it', async () => {
    const channel = `portico:relay-test:${randomUUID()}:published`
    const receiver = await createRedisFanOut({ url: redisUrl, channel })
    const heard: string[] = []
    await receiver.listen((delivered, publisherId) => heard.push(`${delivered.hash}/${publisherId}`))
    const redis = await connectRedis(redisUrl)
    try {
      await redis.publish(
        channel,
        JSON.stringify({ origin: randomUUID(), message: message('old'), publisherId: 'carol' }),
      )
      await waitFor(() => heard.length === 1)
      expect(heard).toEqual(['old/carol'])
    } finally {
      redis.destroy()
      await receiver.close()
    }
  })
})
