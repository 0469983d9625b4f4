import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient, tryUpgrade, type RelayTestClient } from '../testing/connectRelayClient.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'

let relay: RelayServer
const clients: RelayTestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay.close()
})
const open = async (options: Parameters<typeof connectRelayClient>[1] = {}) => {
  const client = await connectRelayClient(relay.url, options)
  clients.push(client)
  return client
}
const auth = async () => `?auth=${await signJWT('test', relay.url, 3600, generateKeyPair())}`

describe('connections per IP', () => {
  it('attack: one address opening socket after socket is refused past its cap, other addresses are not', async () => {
    relay = await createRelayServer({
      port: 0,
      mailbox: createMemoryMailbox(),
      limits: { maxConnectionsPerIp: 2 },
    })
    await open({ localAddress: '127.0.0.1' })
    await open({ localAddress: '127.0.0.1' })
    // A forged X-Forwarded-For changes nothing when no proxy is trusted (the default): the socket address counts.
    expect(
      await tryUpgrade(relay.url, await auth(), {
        localAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '10.9.9.9' },
      }),
    ).toEqual({ status: 429, body: 'too many connections from this address\n' })
    expect((await open({ localAddress: '127.0.0.2' })).socket.readyState).toBe(1)
    // A closed socket frees its place.
    await clients.shift()!.close()
    expect((await open({ localAddress: '127.0.0.1' })).socket.readyState).toBe(1)
    expect(relay.connectionCount()).toBe(3)
  })

  it('counts the client address a trusted proxy reports in X-Forwarded-For', async () => {
    relay = await createRelayServer({
      port: 0,
      mailbox: createMemoryMailbox(),
      limits: { maxConnectionsPerIp: 1, trustedProxyHops: 1 },
    })
    // The proxy appends the address it saw; what the client wrote before it is not trusted.
    await open({ headers: { 'x-forwarded-for': '203.0.113.7' } })
    expect(
      await tryUpgrade(relay.url, await auth(), {
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
      }),
    ).toMatchObject({ status: 429 })
    expect(
      (await open({ headers: { 'x-forwarded-for': '203.0.113.7, 203.0.113.8' } })).socket.readyState,
    ).toBe(1)
  })
})
