import { afterEach, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createChannelStore } from '../channels/channelStore.ts'
import { buildSiwfMessage, readSiwfConnectUrl } from '../channels/siwfMessage.ts'
import { createFarcasterRelay } from './createFarcasterRelay.ts'

const custody = privateKeyToAccount(generatePrivateKey())
let time = Date.parse('2026-01-01T00:00:00Z')
const store = () => createChannelStore({ maxChannels: 3, now: () => time })
let relay: ReturnType<typeof createFarcasterRelay>
afterEach(() => relay?.close())

async function openChannel(body: object = { siweUri: 'https://app.example/login', domain: 'app.example' }) {
  const response = await relay.inject({ method: 'POST', url: '/v1/channel', payload: body })
  return {
    status: response.statusCode,
    body: response.json<{ channelToken: string; url: string; nonce: string }>(),
  }
}

async function answer(
  url: string,
  overrides: { signer?: typeof custody; fid?: number; messageFid?: number } = {},
) {
  const request = readSiwfConnectUrl(url)
  const signer = overrides.signer ?? custody
  const message = buildSiwfMessage(request, {
    fid: overrides.messageFid ?? 7,
    address: custody.address,
    issuedAt: new Date(time),
  })
  const signature = await signer.signMessage({ message })
  return relay.inject({
    method: 'POST',
    url: '/v1/channel/authenticate',
    headers: { authorization: `Bearer ${request.channelToken}` },
    payload: { message, signature, fid: overrides.fid ?? 7, username: 'ada' },
  })
}

const status = (token: string) =>
  relay.inject({ method: 'GET', url: '/v1/channel/status', headers: { authorization: `Bearer ${token}` } })

describe('the Farcaster auth relay', () => {
  it('opens a channel whose connect URL carries the request, pending until the wallet answers', async () => {
    relay = createFarcasterRelay({ store: store(), connectUrl: 'http://wallet.example/siwf' })
    const { status: code, body } = await openChannel({
      siweUri: 'https://app.example/login',
      domain: 'app.example',
      nonce: 'abcdefgh1234',
    })
    expect(code).toBe(201)
    expect(body.nonce).toBe('abcdefgh1234')
    expect(readSiwfConnectUrl(body.url)).toMatchObject({
      channelToken: body.channelToken,
      domain: 'app.example',
      siweUri: 'https://app.example/login',
      nonce: 'abcdefgh1234',
    })
    expect(body.url.startsWith('http://wallet.example/siwf?')).toBe(true)
    const pending = await status(body.channelToken)
    expect(pending.statusCode).toBe(202)
    expect(pending.json()).toEqual({ state: 'pending', nonce: 'abcdefgh1234', url: body.url })
  })

  it("completes with the wallet's signed message, once", async () => {
    relay = createFarcasterRelay({ store: store(), connectUrl: 'https://farcaster.xyz/~/siwf' })
    const { body } = await openChannel()
    const first = await answer(body.url)
    expect(first.statusCode).toBe(201)
    const done = await status(body.channelToken)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({
      state: 'completed',
      fid: 7,
      username: 'ada',
      custody: custody.address,
    })
    expect(done.json<{ message: string }>().message).toContain('farcaster://fid/7')
    const again = await answer(body.url)
    expect(again.statusCode).toBe(409)
  })

  it('refuses an answer signed by another key, for another fid, or without a channel', async () => {
    relay = createFarcasterRelay({ store: store(), connectUrl: 'https://farcaster.xyz/~/siwf' })
    const { body } = await openChannel()
    const forged = await answer(body.url, { signer: privateKeyToAccount(generatePrivateKey()) })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toEqual({ error: "The signature is not the message address's" })
    const otherFid = await answer(body.url, { fid: 8 })
    expect(otherFid.json()).toEqual({ error: 'The message names another fid' })
    expect((await status(body.channelToken)).statusCode).toBe(202)
    const none = await relay.inject({ method: 'GET', url: '/v1/channel/status' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ error: 'Authorization: Bearer <channelToken> is required' })
  })

  it('answers bad input with a 400 naming the field', async () => {
    relay = createFarcasterRelay({ store: store(), connectUrl: 'https://farcaster.xyz/~/siwf' })
    const { status: code, body } = await openChannel({ domain: 'app.example', siweUri: 'not a url' })
    expect(code).toBe(400)
    expect(body).toEqual({ error: 'siweUri: siweUri must be a URL' })
  })

  it('expires channels after ten minutes and refuses new ones when full', async () => {
    relay = createFarcasterRelay({ store: store(), connectUrl: 'https://farcaster.xyz/~/siwf' })
    const { body } = await openChannel()
    await openChannel()
    await openChannel()
    expect((await openChannel()).status).toBe(503)
    time += 10 * 60_000
    expect((await status(body.channelToken)).statusCode).toBe(401)
    expect((await openChannel()).status).toBe(201)
  })
})
