import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { tryUpgrade } from '../testing/connectRelayClient.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'

let relay: RelayServer
beforeAll(async () => {
  relay = await createRelayServer({
    port: 0,
    mailbox: createMemoryMailbox(),
    publicUrls: ['wss://relay.example.com'],
  })
})
afterAll(() => relay.close())

const sign = (aud: string, { ttl = 3600, iat }: { ttl?: number; iat?: number } = {}) =>
  signJWT('test', aud, ttl, generateKeyPair(), iat)

describe('WebSocket upgrade authentication', () => {
  it('accepts a did:key JWT for any URL the relay answers at', async () => {
    const port = relay.port
    for (const aud of [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`, 'wss://relay.example.com']) {
      expect(await tryUpgrade(relay.url, `?auth=${await sign(aud)}`)).toEqual({ status: 101, body: '' })
    }
  })

  it('refuses a missing or malformed token with 401', async () => {
    expect(await tryUpgrade(relay.url, '')).toEqual({ status: 401, body: 'missing auth token\n' })
    expect(await tryUpgrade(relay.url, '?auth=nope')).toEqual({ status: 401, body: 'malformed JWT\n' })
  })

  it('refuses a bad signature with 401', async () => {
    const [header, payload] = (await sign(relay.url)).split('.')
    const [, , otherSignature] = (await sign(relay.url)).split('.')
    expect(await tryUpgrade(relay.url, `?auth=${header}.${payload}.${otherSignature}`)).toEqual({
      status: 401,
      body: 'invalid signature\n',
    })
  })

  it('refuses a token for another relay with 401', async () => {
    const answer = await tryUpgrade(relay.url, `?auth=${await sign('wss://relay.walletconnect.org')}`)
    expect(answer.status).toBe(401)
    expect(answer.body).toMatch(/^aud must be the relay URL \(wss:\/\/relay\.example\.com or ws:\/\/127/)
  })

  it('refuses an expired token with 401', async () => {
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600
    const expired = await sign(relay.url, { ttl: 60, iat: anHourAgo })
    expect(await tryUpgrade(relay.url, `?auth=${expired}`)).toEqual({ status: 401, body: 'token expired\n' })
  })
})
