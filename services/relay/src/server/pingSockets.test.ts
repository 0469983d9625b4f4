import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient } from '../testing/connectRelayClient.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'

const pingIntervalMs = 200
let relay: RelayServer
beforeAll(async () => {
  relay = await createRelayServer({ port: 0, mailbox: createMemoryMailbox(), limits: { pingIntervalMs } })
})
afterAll(() => relay.close())

describe('pings', () => {
  it('keeps an idle client that answers pings, and terminates one that does not', async () => {
    const answering = await connectRelayClient(relay.url)
    const silent = await connectRelayClient(relay.url, { autoPong: false })
    let pings = 0
    answering.socket.on('ping', () => (pings += 1))
    // The silent one is pinged once, misses it, and is terminated on the next round.
    expect(await silent.closed).toBe(1006)
    await new Promise((resolve) => setTimeout(resolve, pingIntervalMs * 5))
    expect(pings).toBeGreaterThanOrEqual(4)
    expect(answering.socket.readyState).toBe(WebSocket.OPEN)
    expect(relay.connectionCount()).toBe(1)
    // Idle for many intervals, it is still served.
    expect((await answering.call('irn_subscribe', { topic: 'a'.repeat(64) })).result).toBeTypeOf('string')
    await answering.close()
  })
})
