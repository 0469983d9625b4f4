import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectRedis, createRedisMailbox } from '../mailbox/createRedisMailbox.ts'
import { createRedisFanOut } from '../mailbox/createRedisFanOut.ts'
import { connectRelayClient, tryUpgrade } from '../testing/connectRelayClient.ts'
import { createRelayServer } from './createRelayServer.ts'
import { randomTopic } from './randomTopic.ts'

// The Redis that `npm test` makes sure of; this test's keys and channel are its own.
const redisUrl = process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `portico:relay-test:${randomUUID()}:`

let logged: string[]
beforeEach(() => {
  logged = []
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
      logged.push(
        parts
          .map((part) => (part instanceof Error ? `${part.stack} ${String(part.cause)}` : String(part)))
          .join(' '),
      )
    })
})
afterEach(() => vi.restoreAllMocks())

describe('relay logs', () => {
  it('attack: neither the auth token nor a message body reaches the logs, and clients get generic errors', async () => {
    const secret = 'c2VjcmV0LWJvZHk' // a message body that must stay between its peers
    const mailbox = await createRedisMailbox({ url: redisUrl, prefix })
    const relay = await createRelayServer({
      port: 0,
      mailbox,
      fanOut: await createRedisFanOut({ url: redisUrl, channel: `${prefix}published` }),
    })
    const client = await connectRelayClient(relay.url)
    const topic = randomTopic()
    expect((await client.call('irn_publish', { topic, message: secret })).result).toBe(true)
    // A token refused for its audience is answered with the reason, and not logged.
    const stolen = new URL(client.socket.url).searchParams.get('auth')!
    expect((await tryUpgrade(relay.url.replace('127.0.0.1', 'localhost'), `?auth=${stolen}x`)).status).toBe(
      401,
    )
    // Someone else writes a body to the fan-out channel: the relay ignores it without printing it.
    const redis = await connectRedis(redisUrl)
    await redis.publish(`${prefix}published`, secret)
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Redis goes away under the relay: the client gets generic text, the log names the failure only.
    await mailbox.close()
    expect(await client.call('irn_publish', { topic, message: secret })).toEqual({
      id: expect.any(Number) as number,
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Internal error' },
    })
    await client.close()
    await relay.close()
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` }))
      if (keys.length) await redis.del(keys)
    redis.destroy()

    for (const line of logged) {
      expect(line).not.toContain(secret.slice(0, 8))
      expect(line).not.toContain(stolen.slice(-20))
    }
    expect(logged.join('\n')).toMatch(/irn_publish failed/)
  })
})
