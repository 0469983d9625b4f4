import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient, type RelayTestClient } from '../testing/connectRelayClient.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'
import { randomTopic } from './randomTopic.ts'

let relay: RelayServer
const clients: RelayTestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay.close()
})
const open = async () => {
  const client = await connectRelayClient(relay.url)
  clients.push(client)
  return client
}
const text = (bytes: number) => 'x'.repeat(bytes)

describe('byte quotas', () => {
  it('attack: a client flooding publishes past its bytes per minute is answered with an error, not stored', async () => {
    relay = await createRelayServer({
      port: 0,
      mailbox: createMemoryMailbox(),
      limits: { publishBytesPerMinute: 2_500 },
    })
    const flooder = await open()
    const reader = await open()
    const topic = randomTopic()
    await reader.call('irn_subscribe', { topic })
    expect((await flooder.call('irn_publish', { topic, message: text(1_000) })).result).toBe(true)
    expect((await flooder.call('irn_publish', { topic, message: text(1_001) })).result).toBe(true)
    expect(await flooder.call('irn_publish', { topic, message: text(1_002) })).toMatchObject({
      error: { code: -32001, message: 'at most 2500 bytes of messages per minute' },
    })
    // A batch over what is left is refused whole: none of it is published.
    expect(
      await flooder.call('irn_batchPublish', {
        messages: [
          { topic, message: text(400) },
          { topic, message: text(400) },
        ],
      }),
    ).toMatchObject({ error: { code: -32001 } })
    // Another client has its own allowance.
    expect((await (await open()).call('irn_publish', { topic, message: text(1_003) })).result).toBe(true)
    const fetched = await (await open()).call('irn_fetchMessages', { topic })
    expect(
      (fetched.result as { messages: { message: string }[] }).messages.map((m) => m.message.length),
    ).toEqual([1_000, 1_001, 1_003])
  })

  it('attack: a client filling mailboxes past its stored bytes, or the relay past its total, gets an error', async () => {
    relay = await createRelayServer({
      port: 0,
      mailbox: createMemoryMailbox({ limits: { maxStoredBytesPerClient: 2_000, maxStoredBytes: 3_000 } }),
    })
    const hoarder = await open()
    expect((await hoarder.call('irn_publish', { topic: randomTopic(), message: text(1_500) })).result).toBe(
      true,
    )
    expect(await hoarder.call('irn_publish', { topic: randomTopic(), message: text(1_000) })).toMatchObject({
      error: { code: -32001, message: 'this client already stores 1500 of its 2000 bytes' },
    })
    const other = await open()
    expect((await other.call('irn_publish', { topic: randomTopic(), message: text(1_000) })).result).toBe(
      true,
    )
    expect(await other.call('irn_publish', { topic: randomTopic(), message: text(1_000) })).toMatchObject({
      error: { code: -32001, message: 'the relay stores all it may (3000 bytes); try again later' },
    })
  })
})
