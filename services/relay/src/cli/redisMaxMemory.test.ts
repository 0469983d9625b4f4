import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis } from '../mailbox/createRedisMailbox.ts'
import { connectRelayClient } from '../testing/connectRelayClient.ts'
import { randomTopic } from '../server/randomTopic.ts'

// A Redis of this test's own (the shared one on 6379 must not be filled), started with an evicting policy as a
// careless operator might, and the real relay process (src/cli/relay.ts) on it.
const cli = fileURLToPath(new URL('./relay.ts', import.meta.url))
const children: ChildProcess[] = []
let redisUrl: string

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Spawns `command` and resolves once its output matches `ready`, with the match. */
async function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  return new Promise<RegExpExecArray>((resolve, reject) => {
    const read = (data: Buffer) => {
      output += data
      const match = ready.exec(output)
      if (match) resolve(match)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => reject(new Error(`${command} exited ${code}:\n${output}`)))
  })
}

beforeAll(async () => {
  const port = await freePort()
  await start(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'allkeys-lru',
    ],
    process.env,
    /Ready to accept connections/,
  )
  redisUrl = `redis://127.0.0.1:${port}`
})
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
})

describe('relay on a Redis with a memory limit', () => {
  it('attack: a flood that fills Redis is refused with an error; no undelivered message is evicted', async () => {
    const redis = await connectRedis(redisUrl)
    const used = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1])
    const [, port] = await start(
      process.execPath,
      ['--import', 'tsx', cli],
      {
        ...process.env,
        REDIS_URL: redisUrl,
        PORTICO_RELAY_PORT: '0',
        PORTICO_RELAY_REDIS_MAXMEMORY: String(used + 2 * 1024 * 1024),
        PORTICO_RELAY_PUBLISH_BYTES_PER_MINUTE: String(64 * 1024 * 1024),
      },
      /relay listening on ws:\/\/127\.0\.0\.1:(\d+)/,
    )
    expect(await redis.configGet('maxmemory-policy')).toEqual({ 'maxmemory-policy': 'noeviction' })
    const url = `ws://127.0.0.1:${port}`
    const flooder = await connectRelayClient(url)
    const topic = randomTopic()
    const body = (index: number) => `${index}:`.padEnd(100_000, 'x')
    let published = 0
    let refusal: unknown
    for (; published < 60; published++) {
      const answer = await flooder.call('irn_publish', { topic, message: body(published), ttl: 300 })
      if (answer.error) {
        refusal = answer.error
        break
      }
    }
    expect(refusal).toEqual({ code: -32001, message: 'the relay is full; try again later' })
    expect(published).toBeGreaterThan(3)
    // Everything accepted before is still there for the peer, oldest first.
    const peer = await connectRelayClient(url)
    await peer.call('irn_subscribe', { topic })
    await peer.next(() => peer.deliveries.length >= published)
    expect(peer.deliveries.map((delivery) => delivery.message.split(':')[0])).toEqual(
      Array.from({ length: published }, (_, index) => String(index)),
    )
    await Promise.all([flooder.close(), peer.close()])
    redis.destroy()
  }, 30_000)
})
