import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient } from '../testing/connectRelayClient.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'
import { randomTopic } from './randomTopic.ts'

let relay: RelayServer
beforeAll(async () => {
  relay = await createRelayServer({
    port: 0,
    mailbox: createMemoryMailbox(),
    limits: { maxMessageLength: 1_000, maxFrameBytes: 4_096, maxTopicsPerSocket: 3, requestsPerSecond: 10 },
  })
})
afterAll(() => relay.close())

describe('relay limits', () => {
  it('refuses a message over the maximum length with a JSON-RPC error and keeps the socket', async () => {
    const client = await connectRelayClient(relay.url)
    const topic = randomTopic()
    expect(await client.call('irn_publish', { topic, message: 'x'.repeat(1_001) })).toMatchObject({
      error: { code: -32602, message: 'message is longer than 1000 characters' },
    })
    expect(
      await client.call('irn_batchPublish', { messages: [{ topic, message: 'x'.repeat(1_001) }] }),
    ).toMatchObject({ error: { code: -32602 } })
    expect((await client.call('irn_publish', { topic, message: 'x'.repeat(1_000) })).result).toBe(true)
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    await client.close()
  })

  it('closes a socket that sends a frame over the maximum size (1009), and serves the others', async () => {
    const bystander = await connectRelayClient(relay.url)
    const flooder = await connectRelayClient(relay.url)
    flooder.socket.send('x'.repeat(5_000))
    expect(await flooder.closed).toBe(1009)
    expect((await bystander.call('irn_fetchMessages', { topic: randomTopic() })).result).toBeDefined()
    await bystander.close()
  })

  it('refuses a topic past the maximum per socket with a JSON-RPC error', async () => {
    const client = await connectRelayClient(relay.url)
    const topics = [randomTopic(), randomTopic(), randomTopic()]
    expect((await client.call('irn_batchSubscribe', { topics })).result).toHaveLength(3)
    expect((await client.call('irn_subscribe', { topic: topics[0] })).result).toBeTypeOf('string') // held
    expect(await client.call('irn_subscribe', { topic: randomTopic() })).toMatchObject({
      error: { code: -32001, message: 'at most 3 topics per socket' },
    })
    expect(await client.call('irn_batchSubscribe', { topics: [randomTopic()] })).toMatchObject({
      error: { code: -32001 },
    })
    // Unsubscribing frees a place; the limit is per socket, so another socket has its own.
    await client.call('irn_unsubscribe', { topic: topics[0] })
    expect((await client.call('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
    const other = await connectRelayClient(relay.url)
    expect((await other.call('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    await Promise.all([client.close(), other.close()])
  })

  it('refuses requests past the rate per socket with a JSON-RPC error, and serves again once it refilled', async () => {
    const client = await connectRelayClient(relay.url)
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => client.call('irn_fetchMessages', { topic: randomTopic() })),
    )
    const limited = answers.filter((answer) => answer.error?.code === -32000)
    // A burst of twice the rate passes; the rest are refused.
    expect(answers.length - limited.length).toBeGreaterThanOrEqual(20)
    expect(limited.length).toBeGreaterThanOrEqual(15)
    expect(limited[0]!.error!.message).toBe('at most 10 requests per second')
    // Another socket is not limited by this one.
    const other = await connectRelayClient(relay.url)
    expect((await other.call('irn_fetchMessages', { topic: randomTopic() })).result).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await client.call('irn_fetchMessages', { topic: randomTopic() })).result).toBeDefined()
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    await Promise.all([client.close(), other.close()])
  })

  it('refuses a TTL past the maximum and a batch past its size', async () => {
    const client = await connectRelayClient(relay.url)
    expect(
      await client.call('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 31 * 86_400 }),
    ).toMatchObject({ error: { code: -32602, message: 'ttl must be a whole number from 1 to 2592000' } })
    const topics = Array.from({ length: 501 }, () => 'a'.repeat(64))
    // 501 topics do not fit this relay's 4 KiB frames, so ask a relay with default frames.
    const roomy = await createRelayServer({ port: 0, mailbox: createMemoryMailbox() })
    const roomyClient = await connectRelayClient(roomy.url)
    expect(await roomyClient.call('irn_batchSubscribe', { topics })).toMatchObject({
      error: { code: -32602, message: 'topics must be a list of 1 to 500 topics' },
    })
    await Promise.all([client.close(), roomyClient.close()])
    await roomy.close()
  })
})
