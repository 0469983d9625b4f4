import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { connectRedis } from '../mailbox/createRedisMailbox.ts'
import { randomTopic } from './randomTopic.ts'

// Redis mode with real relay processes (src/cli/relay.ts): two processes share topics and the mailbox, and a
// restarted process loses nothing. Redis is the one `npm test` starts (127.0.0.1:6379 on CI).
const redisUrl = process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `portico:relay-test:${randomUUID()}:`
const cli = fileURLToPath(new URL('../cli/relay.ts', import.meta.url))
const started: ChildProcess[] = []
afterAll(async () => {
  started.forEach((child) => child.kill('SIGKILL'))
  // This run's keys (subscriber sets do not expire by themselves).
  const redis = await connectRedis(redisUrl)
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await redis.del(keys)
  redis.destroy()
})

async function startRelay(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      PORTICO_RELAY_PORT: String(port),
      PORTICO_RELAY_REDIS_PREFIX: prefix,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (data) => {
      output += data
      if (output.includes('relay listening')) resolve()
    })
    child.stderr!.on('data', (data) => (output += data))
    child.once('exit', (code) => reject(new Error(`relay exited ${code}:\n${output}`)))
  })
  return child
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function client(port: number, keyPair = generateKeyPair()) {
  const url = `ws://127.0.0.1:${port}`
  const socket = new WebSocket(`${url}/?auth=${await signJWT('test', url, 3600, keyPair)}`)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const deliveries: { topic: string; message: string }[] = []
  const answers = new Map<number, (frame: unknown) => void>()
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString())
    if (frame.method === 'irn_subscription') {
      deliveries.push(frame.params.data)
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    } else answers.get(frame.id)?.(frame)
  })
  let id = 1
  return {
    keyPair,
    socket,
    deliveries,
    call: (method: string, params: object) =>
      new Promise((resolve) => {
        const requestId = id++
        answers.set(requestId, resolve)
        socket.send(JSON.stringify({ id: requestId, jsonrpc: '2.0', method, params }))
      }),
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50))
  expect(check()).toBe(true)
}

describe('relay processes sharing Redis', () => {
  it('delivers across processes, and a restarted process loses no message', async () => {
    const [portA, portB] = [
      28_788 + Math.floor(Math.random() * 500),
      29_388 + Math.floor(Math.random() * 500),
    ]
    const relayA = await startRelay(portA)
    let relayB = await startRelay(portB)
    const topic = randomTopic()

    // A client on each process: a publish on A reaches the subscriber on B.
    const alice = await client(portA)
    const bob = await client(portB)
    await bob.call('irn_subscribe', { topic })
    await alice.call('irn_publish', { topic, message: 'b25saW5l', ttl: 300, tag: 1000 })
    await until(() => bob.deliveries.some((delivery) => delivery.message === 'b25saW5l'))

    // Bob is away and B restarts; what Alice publishes meanwhile waits in Redis.
    bob.socket.close()
    await stop(relayB)
    await alice.call('irn_publish', { topic, message: 'd2hpbGUtYXdheQ==', ttl: 300, tag: 1000 })
    relayB = await startRelay(portB)
    const back = await client(portB, bob.keyPair)
    await back.call('irn_subscribe', { topic })
    await until(() => back.deliveries.some((delivery) => delivery.message === 'd2hpbGUtYXdheQ=='))
    // Delivery is at least once: an acknowledgement still on its way when B stopped may bring the first
    // message again (the WalletConnect client drops duplicates by hash); nothing is lost.
    expect(back.deliveries.map((delivery) => delivery.message)).toContain('d2hpbGUtYXdheQ==')

    alice.socket.close()
    back.socket.close()
    await Promise.all([stop(relayA), stop(relayB)])
  }, 60_000)
})
