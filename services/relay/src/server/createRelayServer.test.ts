import SignClient from '@walletconnect/sign-client'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { createMemoryKeyValueStorage } from '../testing/memoryKeyValueStorage.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'
import { randomTopic } from './randomTopic.ts'

let relay: RelayServer
beforeAll(async () => {
  relay = await createRelayServer({
    port: 0,
    mailbox: createMemoryMailbox(),
    limits: { requestsPerSecond: 20 },
  })
})
afterAll(() => relay.close())

/** A raw socket with a JSON-RPC helper, authenticated like the WalletConnect client. */
async function rawClient(keyPair = generateKeyPair()) {
  const jwt = await signJWT('test', relay.url, 3600, keyPair)
  const socket = new WebSocket(`${relay.url}/?auth=${jwt}`)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const inbox: Record<string, unknown>[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString())
    inbox.push(frame)
    // Acknowledge deliveries the way the WalletConnect client does.
    if (frame.method === 'irn_subscription')
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    waiters.splice(0).forEach((wake) => wake())
  })
  let id = 1
  const next = async (match: (frame: Record<string, unknown>) => boolean) => {
    for (;;) {
      const found = inbox.find(match)
      if (found) {
        inbox.splice(inbox.indexOf(found), 1)
        return found
      }
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  return {
    socket,
    keyPair,
    next,
    async call(method: string, params: unknown) {
      const requestId = id++
      socket.send(JSON.stringify({ id: requestId, jsonrpc: '2.0', method, params }))
      return next((frame) => frame.id === requestId)
    },
  }
}

describe('relay over raw sockets', () => {
  it('refuses a socket without a valid token', async () => {
    const status = await new Promise((resolve) => {
      const socket = new WebSocket(`${relay.url}/?auth=nope`)
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode))
      socket.on('error', () => undefined)
    })
    expect(status).toBe(401)
  })

  it('keeps a message for a late subscriber and delivers it with irn_subscription', async () => {
    const alice = await rawClient()
    const bob = await rawClient()
    const topic = randomTopic()
    expect((await alice.call('irn_publish', { topic, message: 'aGVsbG8=', ttl: 60, tag: 1000 })).result).toBe(
      true,
    )
    const subscribed = await bob.call('irn_subscribe', { topic })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    const delivery = await bob.next((frame) => frame.method === 'irn_subscription')
    expect(delivery.params).toMatchObject({
      id: subscribed.result,
      data: { topic, message: 'aGVsbG8=', tag: 1000 },
    })
    // Acknowledged: a reconnect with the same key does not get it again; fetch returns nothing.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const again = await rawClient(bob.keyPair)
    expect(await again.call('irn_fetchMessages', { topic })).toMatchObject({
      result: { messages: [], hasMore: false },
    })
    for (const client of [alice, bob, again]) client.socket.close()
  })

  it('keeps what a disconnected subscriber missed until it reconnects', async () => {
    const alice = await rawClient()
    const bob = await rawClient()
    const topic = randomTopic()
    await bob.call('irn_subscribe', { topic })
    bob.socket.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    await alice.call('irn_publish', { topic, message: 'bWlzc2Vk', ttl: 60, tag: 1000 })
    const back = await rawClient(bob.keyPair)
    await back.call('irn_subscribe', { topic })
    const delivery = await back.next((frame) => frame.method === 'irn_subscription')
    expect(delivery.params).toMatchObject({ data: { topic, message: 'bWlzc2Vk' } })
    alice.socket.close()
    back.socket.close()
  })

  it('answers malformed frames and bad params with JSON-RPC errors and keeps the socket', async () => {
    const client = await rawClient()
    client.socket.send('{not json')
    expect(await client.next((frame) => frame.id === null)).toMatchObject({ error: { code: -32700 } })
    expect(await client.call('irn_subscribe', { topic: 'short' })).toMatchObject({
      error: { code: -32602, message: 'topic must be 64 lower-case hexadecimal characters' },
    })
    expect(await client.call('irn_nope', {})).toMatchObject({ error: { code: -32601 } })
    expect(await client.call('irn_publish', { topic: randomTopic(), message: 'x', ttl: 0 })).toMatchObject({
      error: { code: -32602 },
    })
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    client.socket.close()
  })

  it('limits requests per second per socket', async () => {
    const client = await rawClient()
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => client.call('irn_fetchMessages', { topic: randomTopic() })),
    )
    const limited = answers.filter(
      (answer) => (answer.error as { code?: number } | undefined)?.code === -32000,
    )
    expect(limited.length).toBeGreaterThan(0)
    client.socket.close()
  })
})

describe('relay with the unmodified WalletConnect sign-client', () => {
  it('pairs, approves a session and carries a request and its answer', async () => {
    const options = (name: string) => ({
      projectId: 'portico-test',
      relayUrl: relay.url,
      logger: 'silent' as const,
      telemetryEnabled: false,
      customStoragePrefix: name,
      storage: createMemoryKeyValueStorage(),
      metadata: { name, description: name, url: 'http://localhost', icons: [] },
    })
    const dapp = await SignClient.init(options('dapp'))
    const wallet = await SignClient.init(options('wallet'))
    const account = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    wallet.on('session_proposal', ({ id }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            accounts: [account],
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['accountsChanged'],
          },
        },
      })
    })
    wallet.on('session_request', ({ id, topic, params }) => {
      void wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', result: `signed:${(params.request.params as string[])[0]}` },
      })
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] },
      },
    })
    expect(uri).toMatch(/^wc:/)
    await wallet.pair({ uri: uri! })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([account])
    const result = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', account.split(':')[2]] },
    })
    expect(result).toBe('signed:0x68656c6c6f')
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'done' } })
    await Promise.all([dapp.core.relayer.transportClose(), wallet.core.relayer.transportClose()])
  }, 30_000)
})
