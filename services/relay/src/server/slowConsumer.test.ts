import type { Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient } from '../testing/connectRelayClient.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'
import { randomTopic } from './randomTopic.ts'

let relay: RelayServer
afterEach(() => relay.close())

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${check}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('slow consumers', () => {
  it('attack: a subscriber that never reads its socket is cut off instead of the relay buffering for it', async () => {
    relay = await createRelayServer({
      port: 0,
      mailbox: createMemoryMailbox({ limits: { maxStoredBytes: 2 ** 30, maxStoredBytesPerClient: 2 ** 30 } }),
      limits: { requestsPerSecond: 100_000, publishBytesPerMinute: 2 ** 30, maxBufferedBytes: 1024 * 1024 },
    })
    const topic = randomTopic()
    const reader = await connectRelayClient(relay.url)
    await reader.call('irn_subscribe', { topic })
    // The reader stops reading: what the relay sends piles up in the kernel, then in the relay.
    ;(reader.socket as unknown as { _socket: Socket })._socket.pause()
    const publisher = await connectRelayClient(relay.url)
    for (let index = 0; index < 400 && relay.connectionCount() === 2; index++)
      await publisher.call('irn_publish', { topic, message: `${index}:`.padEnd(100_000, 'x') })
    await until(() => relay.connectionCount() === 1)
    // Only the reader was cut off: the publisher is served on.
    expect((await publisher.call('irn_fetchMessages', { topic: randomTopic() })).result).toBeDefined()
    await publisher.close()
  }, 60_000)
})
