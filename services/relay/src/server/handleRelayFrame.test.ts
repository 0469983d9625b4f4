import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient, type RelayTestClient } from '../testing/connectRelayClient.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'
import { randomTopic } from './randomTopic.ts'

let relay: RelayServer
let client: RelayTestClient
beforeAll(async () => {
  relay = await createRelayServer({ port: 0, mailbox: createMemoryMailbox() })
  client = await connectRelayClient(relay.url)
})
afterAll(async () => {
  await client.close()
  await relay.close()
})

/** Sends `raw` as one frame and returns the relay's answer to it (answers carry the id, or null). */
async function answerTo(raw: string | Buffer, id: number | null = null) {
  client.socket.send(raw)
  return client.next((frame) => frame.id === id && frame.method === undefined)
}

describe('malformed frames', () => {
  it('answers a frame that is not JSON with a parse error', async () => {
    expect(await answerTo('{not json')).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
    })
    expect(await answerTo(Buffer.from([0xff, 0x00, 0x13]))).toMatchObject({ error: { code: -32700 } })
  })

  it('answers JSON that is not a request object with invalid request', async () => {
    for (const raw of ['[]', '[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]', '"text"', '42', 'null']) {
      expect(await answerTo(raw)).toMatchObject({
        error: { code: -32600, message: 'expected a JSON-RPC object' },
      })
    }
  })

  it('answers a request without a method, or without an id, with invalid request', async () => {
    expect(await answerTo('{"id":7,"jsonrpc":"2.0","params":{}}', 7)).toMatchObject({
      id: 7,
      error: { code: -32600, message: 'expected id and method' },
    })
    expect(await answerTo('{"id":8,"jsonrpc":"2.0","method":42}', 8)).toMatchObject({
      error: { code: -32600 },
    })
    expect(await answerTo('{"jsonrpc":"2.0","method":"irn_subscribe"}')).toMatchObject({
      error: { code: -32600 },
    })
  })

  it('answers an unknown method with method not found', async () => {
    expect(await client.call('irn_nope', {})).toMatchObject({
      error: { code: -32601, message: 'method irn_nope is not supported' },
    })
    expect(await client.call('eth_chainId', [])).toMatchObject({ error: { code: -32601 } })
  })

  it('answers bad params with invalid params', async () => {
    expect(await client.call('irn_subscribe', { topic: 'short' })).toMatchObject({
      error: { code: -32602, message: 'topic must be 64 lower-case hexadecimal characters' },
    })
    expect(await client.call('irn_subscribe', ['not', 'an', 'object'])).toMatchObject({
      error: { code: -32602, message: 'params must be an object' },
    })
    expect(await client.call('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 0 })).toMatchObject(
      {
        error: { code: -32602, message: 'ttl must be a whole number from 1 to 2592000' },
      },
    )
    expect(await client.call('irn_publish', { topic: randomTopic(), message: '' })).toMatchObject({
      error: { code: -32602, message: 'message must be a non-empty string' },
    })
    expect(await client.call('irn_batchSubscribe', { topics: [] })).toMatchObject({
      error: { code: -32602, message: 'topics must be a list of 1 to 500 topics' },
    })
    expect(await client.call('wc_proposeSession', { pairingTopic: randomTopic() })).toMatchObject({
      error: { code: -32602, message: 'sessionProposal must be a non-empty string' },
    })
  })

  it('ignores answers to deliveries it never sent', async () => {
    client.socket.send('{"id":123,"jsonrpc":"2.0","result":true}')
    client.socket.send('{"id":"x","jsonrpc":"2.0","error":{"code":1,"message":"no"}}')
    expect((await client.call('irn_fetchMessages', { topic: randomTopic() })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('still serves the socket and others after all of that', async () => {
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    const topic = randomTopic()
    const peer = await connectRelayClient(relay.url)
    await client.call('irn_subscribe', { topic })
    await peer.call('irn_publish', { topic, message: 'c3RpbGwgaGVyZQ==' })
    expect(await client.next((frame) => frame.method === 'irn_subscription')).toMatchObject({
      params: { data: { topic, message: 'c3RpbGwgaGVyZQ==' } },
    })
    await peer.close()
  })
})

describe('acknowledgements', () => {
  it('keeps a delivery the client answered with an error, and offers it again on the next subscribe', async () => {
    const topic = randomTopic()
    const refusing = await connectRelayClient(relay.url, { acknowledge: false })
    const publisher = await connectRelayClient(relay.url)
    await refusing.call('irn_subscribe', { topic })
    await publisher.call('irn_publish', { topic, message: 'cmV0cnk=' })
    const first = await refusing.next((frame) => frame.method === 'irn_subscription')
    refusing.socket.send(
      JSON.stringify({ id: first.id, jsonrpc: '2.0', error: { code: -1, message: 'busy' } }),
    )
    await refusing.call('irn_subscribe', { topic })
    const second = await refusing.next((frame) => frame.method === 'irn_subscription')
    expect(second.params).toMatchObject({ data: { message: 'cmV0cnk=' } })
    expect(second.id).not.toBe(first.id)
    await Promise.all([refusing.close(), publisher.close()])
  })
})
