import SignClient from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient } from '../testing/connectRelayClient.ts'
import { createMemoryKeyValueStorage } from '../testing/memoryKeyValueStorage.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'
import { randomTopic } from './randomTopic.ts'

let relay: RelayServer
beforeAll(async () => {
  relay = await createRelayServer({ port: 0, mailbox: createMemoryMailbox() })
})
afterAll(() => relay.close())

const httpUrl = () => relay.url.replace('ws://', 'http://')

describe('relay server', () => {
  it('answers /health with 200 and other plain HTTP with 426', async () => {
    const health = await fetch(`${httpUrl()}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect((await fetch(`${httpUrl()}/`)).status).toBe(426)
  })

  it('keeps a message for a late subscriber and delivers it with irn_subscription', async () => {
    const alice = await connectRelayClient(relay.url)
    const bob = await connectRelayClient(relay.url)
    const topic = randomTopic()
    const published = await alice.call('irn_publish', { topic, message: 'aGVsbG8=', ttl: 60, tag: 1000 })
    expect(published.result).toBe(true)
    const subscribed = await bob.call('irn_subscribe', { topic })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    const delivery = await bob.next((frame) => frame.method === 'irn_subscription')
    expect(delivery.params).toMatchObject({
      id: subscribed.result,
      data: { topic, message: 'aGVsbG8=', tag: 1000 },
    })
    // Acknowledged: a reconnect with the same key does not get it again; fetch returns nothing.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const again = await connectRelayClient(relay.url, { keyPair: bob.keyPair })
    expect(await again.call('irn_fetchMessages', { topic })).toMatchObject({
      result: { messages: [], hasMore: false },
    })
    await Promise.all([alice.close(), bob.close(), again.close()])
  })

  it('keeps what a disconnected subscriber missed until it reconnects, and delivers it once', async () => {
    const alice = await connectRelayClient(relay.url)
    const bob = await connectRelayClient(relay.url)
    const topic = randomTopic()
    await bob.call('irn_subscribe', { topic })
    await bob.close()
    await alice.call('irn_publish', { topic, message: 'bWlzc2Vk', ttl: 60, tag: 1000 })
    // Back without acknowledging yet, it subscribes twice (as a client re-subscribing after a reconnect may):
    // the delivery still waiting for its acknowledgement is not sent again.
    const back = await connectRelayClient(relay.url, { keyPair: bob.keyPair, acknowledge: false })
    await back.call('irn_subscribe', { topic })
    const delivery = await back.next((frame) => frame.method === 'irn_subscription')
    await back.call('irn_subscribe', { topic })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(back.deliveries.map((delivered) => delivered.message)).toEqual(['bWlzc2Vk'])
    back.socket.send(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }))
    await Promise.all([alice.close(), back.close()])
  })

  it('closes every socket when it closes', async () => {
    const other = await createRelayServer({ port: 0, mailbox: createMemoryMailbox() })
    const client = await connectRelayClient(other.url)
    expect(other.connectionCount()).toBe(1)
    await other.close()
    expect(await client.closed).toBe(1006)
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

describe('relay server start', () => {
  it('fails, not hangs, when its port is taken', async () => {
    await expect(createRelayServer({ port: relay.port, mailbox: createMemoryMailbox() })).rejects.toThrow(
      `the relay cannot listen on 127.0.0.1:${relay.port} (listen EADDRINUSE`,
    )
  })
})
