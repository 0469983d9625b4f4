import { encodeIss } from '@walletconnect/relay-auth'
import SignClient from '@walletconnect/sign-client'
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis } from '../mailbox/createRedisMailbox.ts'
import { connectRelayClient, type RelayTestClient } from '../testing/connectRelayClient.ts'
import { createMemoryKeyValueStorage } from '../testing/memoryKeyValueStorage.ts'
import { randomTopic } from './randomTopic.ts'

// Redis mode with real relay processes (src/cli/relay.ts): two processes share topics and the mailbox, and a
// process that crashes and restarts loses nothing. Redis is the one `npm test` makes sure of (127.0.0.1:6379);
// this run's keys live under their own prefix and are deleted afterwards.
const redisUrl = process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `portico:relay-test:${randomUUID()}:`
const cli = fileURLToPath(new URL('../cli/relay.ts', import.meta.url))
const started = new Set<ChildProcess>()
let redis: Awaited<ReturnType<typeof connectRedis>>

/** A relay process and the port it listens on. */
interface RelayProcess {
  child: ChildProcess
  port: number
  url: string
}

/** Starts a relay process on `port` (0: a free one) and resolves once it listens. */
async function startRelay(port = 0): Promise<RelayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      PORTICO_RELAY_PORT: String(port),
      PORTICO_RELAY_REDIS_PREFIX: prefix,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.add(child)
  child.once('exit', () => started.delete(child))
  let output = ''
  const listening = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (data) => {
      output += data
      const match = /relay listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.stderr!.on('data', (data) => (output += data))
    child.once('exit', (code) => reject(new Error(`relay exited ${code}:\n${output}`)))
  })
  return { child, port: listening, url: `ws://127.0.0.1:${listening}` }
}

/** Kills a relay process outright (a crash: no graceful close) and waits until it is gone. */
async function crash({ child }: RelayProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `check` holds (polling), failing after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${check}`)
    await sleep(25)
  }
}

/** Whether `client` acknowledged `message` on `topic`, as Redis records it (the message stays until its TTL). */
const acknowledged = async (topic: string, message: string, client: RelayTestClient) =>
  (await redis.sIsMember(`${prefix}ack:${topic}:${sha256(message)}`, encodeIss(client.keyPair.publicKey))) ===
  1
/** How many of `topic`'s live messages `clientId` has not acknowledged. */
async function unacknowledged(topic: string, clientId: string): Promise<number> {
  const hashes = await redis.zRange(`${prefix}topic:${topic}`, 0, -1)
  const waiting = await Promise.all(
    hashes.map(
      async (hash) =>
        (await redis.exists(`${prefix}msg:${topic}:${hash}`)) === 1 &&
        (await redis.sIsMember(`${prefix}ack:${topic}:${hash}`, clientId)) === 0,
    ),
  )
  return waiting.filter(Boolean).length
}
const messagesOf = (client: RelayTestClient, topic: string) =>
  client.deliveries.filter((delivery) => delivery.topic === topic).map((delivery) => delivery.message)

let relayA: RelayProcess
let relayB: RelayProcess
beforeAll(async () => {
  redis = await connectRedis(redisUrl)
  ;[relayA, relayB] = await Promise.all([startRelay(), startRelay()])
})
afterAll(async () => {
  await Promise.all([...started].map((child) => crash({ child, port: 0, url: '' })))
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await redis.del(keys)
  redis.destroy()
})

describe('relay processes sharing Redis', () => {
  it('delivers across processes; after a crash and restart the peer gets every message exactly once', async () => {
    const topic = randomTopic()
    const alice = await connectRelayClient(relayA.url)
    const bob = await connectRelayClient(relayB.url)
    await bob.call('irn_subscribe', { topic })

    // Alice on A reaches Bob on B; Bob's acknowledgement is recorded in Redis.
    await alice.call('irn_publish', { topic, message: 'b25saW5l', ttl: 300, tag: 1000 })
    await until(() => messagesOf(bob, topic).length === 1)
    await until(() => acknowledged(topic, 'b25saW5l', bob))

    // Bob goes offline; Alice publishes; B crashes; Alice publishes while B is down; B comes back on its port;
    // Alice publishes again before Bob returns.
    await bob.close()
    await alice.call('irn_publish', { topic, message: 'b2ZmbGluZQ==', ttl: 300, tag: 1000 })
    await crash(relayB)
    await alice.call('irn_publish', { topic, message: 'ZG93bg==', ttl: 300, tag: 1000 })
    const restarting = startRelay(relayB.port)
    await alice.call('irn_publish', { topic, message: 'cmVzdGFydGluZw==', ttl: 300, tag: 1000 })
    relayB = await restarting
    await alice.call('irn_publish', { topic, message: 'YmFjaw==', ttl: 300, tag: 1000 })

    const back = await connectRelayClient(relayB.url, { keyPair: bob.keyPair })
    await back.call('irn_subscribe', { topic })
    const missed = ['b2ZmbGluZQ==', 'ZG93bg==', 'cmVzdGFydGluZw==', 'YmFjaw==']
    await until(() => messagesOf(back, topic).length >= missed.length)
    await sleep(200) // room for a duplicate to show up
    expect(messagesOf(back, topic)).toEqual(missed) // each once, oldest first; the first is not sent again
    // Each acknowledged in Redis, so no reconnect of Bob's gets them again.
    await until(async () =>
      (await Promise.all(missed.map((m) => acknowledged(topic, m, back)))).every(Boolean),
    )

    await Promise.all([alice.close(), back.close()])
  })

  it('a peer whose process crashed comes back on the other process and gets what it missed once', async () => {
    const topic = randomTopic()
    const alice = await connectRelayClient(relayA.url)
    const bob = await connectRelayClient(relayB.url)
    await bob.call('irn_subscribe', { topic })
    await crash(relayB) // Bob's socket drops with it
    expect(await bob.closed).toBe(1006)
    await alice.call('irn_publish', { topic, message: 'b25l', ttl: 300, tag: 1000 })
    await alice.call('irn_publish', { topic, message: 'dHdv', ttl: 300, tag: 1000 })

    const back = await connectRelayClient(relayA.url, { keyPair: bob.keyPair })
    await back.call('irn_subscribe', { topic })
    await until(() => messagesOf(back, topic).length >= 2)
    // A live publish on the process Bob is now on arrives once too.
    await alice.call('irn_publish', { topic, message: 'dGhyZWU=', ttl: 300, tag: 1000 })
    await until(() => messagesOf(back, topic).length >= 3)
    await sleep(200)
    expect(messagesOf(back, topic)).toEqual(['b25l', 'dHdv', 'dGhyZWU='])
    expect(messagesOf(alice, topic)).toEqual([])

    await Promise.all([alice.close(), back.close()])
    relayB = await startRelay(relayB.port)
  })

  it('sends a message to the subscribers on every process except its publisher, on any of its sockets', async () => {
    const topic = randomTopic()
    const alice = await connectRelayClient(relayA.url)
    const aliceOnB = await connectRelayClient(relayB.url, { keyPair: alice.keyPair }) // a second tab
    const bob = await connectRelayClient(relayB.url)
    for (const client of [alice, aliceOnB, bob]) await client.call('irn_subscribe', { topic })
    await alice.call('irn_publish', { topic, message: 'ZmFuLW91dA==', ttl: 300, tag: 1000 })
    await until(() => messagesOf(bob, topic).length === 1)
    await sleep(200)
    expect([messagesOf(alice, topic), messagesOf(aliceOnB, topic)]).toEqual([[], []])
    await Promise.all([alice.close(), aliceOnB.close(), bob.close()])
  })

  it('the unmodified sign-client: a request sent while the wallet and its relay process were down is answered once', async () => {
    const options = (name: string, relayUrl: string) => ({
      projectId: 'portico-test',
      relayUrl,
      logger: 'silent' as const,
      telemetryEnabled: false,
      customStoragePrefix: name,
      storage: createMemoryKeyValueStorage(),
      metadata: { name, description: name, url: 'http://localhost', icons: [] },
    })
    // The dapp on A and the wallet on B pair through Redis.
    const dapp = await SignClient.init(options('dapp', relayA.url))
    const wallet = await SignClient.init(options('wallet', relayB.url))
    const account = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    wallet.on('session_proposal', ({ id }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: { accounts: [account], chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        },
      })
    })
    const requests: unknown[] = []
    wallet.on('session_request', ({ id, topic, params }) => {
      requests.push(params.request.params)
      void wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', result: `signed:${(params.request.params as string[])[0]}` },
      })
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
    })
    await wallet.pair({ uri: uri! })
    const session = await approval()

    // The wallet goes offline and its relay process crashes; the dapp asks meanwhile, and the request waits in
    // Redis (the wallet acknowledged the session's earlier messages, so it is the only one waiting for it).
    const waiting = () => unacknowledged(session.topic, walletId)
    const walletId = await wallet.core.crypto.getClientId()
    await until(async () => (await waiting()) === 0)
    await wallet.core.relayer.transportClose()
    await crash(relayB)
    const answer = dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x6f6666', account.split(':')[2]] },
    })
    await until(async () => (await waiting()) === 1)
    relayB = await startRelay(relayB.port)
    await wallet.core.relayer.transportOpen()
    expect(await answer).toBe('signed:0x6f6666')
    await sleep(200)
    expect(requests).toHaveLength(1)

    await Promise.all([dapp.core.relayer.transportClose(), wallet.core.relayer.transportClose()])
  }, 30_000)
})
