import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient, tryUpgrade } from '../testing/connectRelayClient.ts'
import {
  checkProjectId,
  PROJECT_ID_CLOSE_CODE,
  PROJECT_ID_MISSING,
  PROJECT_ID_UNKNOWN,
} from './checkProjectId.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'

describe('checkProjectId', () => {
  it('lets every request through when the relay needs no project id', () => {
    expect(checkProjectId({ url: '/?auth=x' }, undefined)).toBeUndefined()
    expect(checkProjectId({ url: '/?auth=x' }, [])).toBeUndefined()
  })

  it('names a missing or unknown project id, and accepts a known one', () => {
    expect(checkProjectId({ url: '/?auth=x' }, ['demo'])).toBe(PROJECT_ID_MISSING)
    expect(checkProjectId({ url: '/?auth=x&projectId=' }, ['demo'])).toBe(PROJECT_ID_MISSING)
    expect(checkProjectId({ url: '/?auth=x&projectId=other' }, ['demo'])).toBe(PROJECT_ID_UNKNOWN)
    expect(checkProjectId({ url: '/?auth=x&projectId=demo' }, ['demo'])).toBeUndefined()
  })
})

/** Opens a socket with a valid auth JWT and `query`; resolves with how the relay closed it. */
async function closeOf(relay: RelayServer, query: string): Promise<{ code: number; reason: string }> {
  const jwt = await signJWT('test', relay.url, 3600, generateKeyPair())
  const socket = new WebSocket(`${relay.url}/?auth=${jwt}${query}`)
  return new Promise((resolve, reject) => {
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    socket.once('error', reject)
  })
}

describe('a relay that demands a project id, as the WalletConnect network does', () => {
  let relay: RelayServer
  beforeAll(async () => {
    relay = await createRelayServer({ port: 0, mailbox: createMemoryMailbox(), projectIds: ['portico-demo'] })
  })
  afterAll(() => relay.close())

  it('closes a socket without projectId with code 3000 and the reason', async () => {
    expect(await closeOf(relay, '')).toEqual({ code: PROJECT_ID_CLOSE_CODE, reason: PROJECT_ID_MISSING })
  })

  it('closes a socket with an unknown projectId with code 3000 and the reason', async () => {
    expect(await closeOf(relay, '&projectId=someone-else')).toEqual({
      code: PROJECT_ID_CLOSE_CODE,
      reason: PROJECT_ID_UNKNOWN,
    })
  })

  it('still refuses a missing or invalid auth JWT with 401 before looking at the project id', async () => {
    expect(await tryUpgrade(relay.url, '?projectId=portico-demo')).toEqual({
      status: 401,
      body: 'missing auth token\n',
    })
    expect(await tryUpgrade(relay.url, '?projectId=portico-demo&auth=nope')).toEqual({
      status: 401,
      body: 'malformed JWT\n',
    })
  })

  it('serves a client with a valid JWT and a known projectId', async () => {
    const jwt = await signJWT('test', relay.url, 3600, generateKeyPair())
    const socket = new WebSocket(`${relay.url}/?auth=${jwt}&projectId=portico-demo`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const answer = new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(data.toString())),
    )
    socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'a'.repeat(64) } }),
    )
    expect(JSON.parse(await answer)).toMatchObject({ id: 1, result: expect.any(String) })
    expect(relay.connectionCount()).toBe(1)
    socket.close()
  })
})

describe('a relay without project ids', () => {
  it('serves clients that send none', async () => {
    const relay = await createRelayServer({ port: 0, mailbox: createMemoryMailbox() })
    try {
      const client = await connectRelayClient(relay.url)
      const answer = await client.call('irn_subscribe', { topic: 'b'.repeat(64) })
      expect(answer.result).toEqual(expect.any(String))
      await client.close()
    } finally {
      await relay.close()
    }
  })
})
