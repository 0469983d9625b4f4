import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { startDevnet, type RunningDevnet } from '@portico/devnet'
import { devnetFarcaster, devnetFarcasterAccount } from '@portico/devnet/manifest'
import { createChannelStore, createFarcasterRelay } from '@portico/farcaster-relay'
import { buildSiwfMessage, readSiwfConnectUrl } from '@portico/farcaster-relay/siwf'
import { embeddedUserSchema } from '@portico/frame-protocol'
import { testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import { FARCASTER_START_PER_IP } from './farcaster.ts'
import {
  OTHER_SHOP_ORIGIN,
  createTestFrame,
  frameHeaders,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
  type TestFrame,
} from '../testing/secureSiteTestBed.ts'

// The whole Sign In With Farcaster login against the real parts: the devnet's IdRegistry on anvil, our relay,
// and the secure site; the test plays the Farcaster wallet (signing with the custody key, as apps/wallet does).
let devnet: RunningDevnet
let relay: ReturnType<typeof createFarcasterRelay>
let relayUrl = ''
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  relay = createFarcasterRelay({
    store: createChannelStore({ maxChannels: 100 }),
    connectUrl: 'http://wallet.test/',
  })
  await relay.listen({ host: '127.0.0.1', port: 0 })
  relayUrl = `http://127.0.0.1:${(relay.server.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  await relay?.close()
  await devnet?.stop()
})

const custody = privateKeyToAccount(devnetFarcasterAccount.custody.privateKey)

/** The Farcaster wallet's part: reads the connect URL, signs as `signer` for `fid`, posts to the relay. */
async function approveInWallet(
  url: string,
  signer: PrivateKeyAccount = custody,
  fid = devnetFarcasterAccount.fid,
) {
  const request = readSiwfConnectUrl(url)
  const message = buildSiwfMessage(request, { fid, address: signer.address, issuedAt: new Date() })
  const response = await fetch(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${request.channelToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      signature: await signer.signMessage({ message }),
      fid,
      username: devnetFarcasterAccount.username,
    }),
  })
  expect(response.status).toBe(201)
}

describe.each(testSecureSiteDatabases)('Sign In With Farcaster on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await open(), {
      farcaster: { config: { relayUrl, rpcUrl: devnet.rpcUrl, idRegistry: devnetFarcaster.idRegistry } },
      farcasterWaitMs: 600,
    })
  })
  afterAll(() => bed?.close())

  async function start(frame: TestFrame, hostOrigin?: string) {
    const response = await bed.app.inject({
      method: 'POST',
      url: '/v1/farcaster/start',
      headers: frameHeaders(hostOrigin),
      payload: { loginSecretHash: frame.loginSecretHash },
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ url: string; state: string }>()
  }
  const connect = (frame: TestFrame, state: string, hostOrigin?: string, loginSecret = frame.loginSecret) =>
    bed.app.inject({
      method: 'POST',
      url: '/v1/farcaster/connect',
      headers: frameHeaders(hostOrigin),
      payload: { state, loginSecret, publicKey: frame.publicKey },
    })

  it('signs the Farcaster account in with its embedded wallet once its custody key approved, the same wallet each time', async () => {
    const frame = await createTestFrame()
    const { url, state } = await start(frame)
    const request = readSiwfConnectUrl(url)
    expect(request).toMatchObject({ domain: 'secure.test', siweUri: 'http://secure.test/farcaster' })
    expect((await connect(frame, state)).json()).toEqual({ status: 'pending' })
    await approveInWallet(url)
    const done = await connect(frame, state)
    expect(done.statusCode).toBe(200)
    const body = done.json<{ status: string; sessionToken: string; user: unknown }>()
    expect(body.status).toBe('completed')
    const user = embeddedUserSchema.parse(body.user)
    expect(user).toMatchObject({ authProvider: 'farcaster', userName: 'portico-dev', email: null })
    const me = await bed.call({ sessionToken: body.sessionToken, frame }, 'GET', '/v1/user')
    expect(me.json()).toMatchObject({ address: user.address })

    const again = await createTestFrame()
    const second = await start(again)
    await approveInWallet(second.url)
    const secondUser = (await connect(again, second.state)).json<{ user: { address: string } }>().user
    expect(secondUser.address).toBe(user.address)
  })

  it("refuses a message signed by a key that is not the fid's custody address", async () => {
    const frame = await createTestFrame()
    const { url, state } = await start(frame)
    await approveInWallet(url, privateKeyToAccount(generatePrivateKey()))
    const refused = await connect(frame, state)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      message: 'The signer is not the custody address of Farcaster account 1',
    })
  })

  it('finishes only in the iframe and for the host page that started it', async () => {
    const frame = await createTestFrame()
    const other = await createTestFrame()
    const { url, state } = await start(frame)
    await approveInWallet(url)
    const stolen = await connect(frame, state, undefined, other.loginSecret)
    expect(stolen.statusCode).toBe(403)
    expect(stolen.json()).toMatchObject({ message: 'This login was started somewhere else. Start it again.' })
    const elsewhere = await connect(frame, state, OTHER_SHOP_ORIGIN)
    expect(elsewhere.json()).toMatchObject({
      message: 'This Farcaster login was started for another page. Start it again.',
    })
    const forged = await connect(frame, `${state.slice(0, -4)}AAAA`)
    expect(forged.json()).toMatchObject({
      message: 'This Farcaster login is not from this secure site. Start it again.',
    })
  })

  it('stops a client that opens channel after channel (20 per 10 minutes per IP)', async () => {
    const frame = await createTestFrame()
    const answers: number[] = []
    for (let i = 0; i < FARCASTER_START_PER_IP.limit + 1 && !answers.includes(429); i++) {
      const response = await bed.app.inject({
        method: 'POST',
        url: '/v1/farcaster/start',
        headers: frameHeaders(),
        payload: { loginSecretHash: frame.loginSecretHash },
      })
      answers.push(response.statusCode)
      if (response.statusCode === 429)
        expect(response.json<{ message: string }>().message).toMatch(/^Please try again after \d+ seconds$/)
    }
    expect(answers.at(-1)).toBe(429)
  })
})

describe('without a Farcaster relay configured', () => {
  it("answers 'Farcaster login is not available'", async () => {
    const bed = await startSecureSiteTestBed(await testSecureSiteDatabases[0]!.open())
    try {
      const frame = await createTestFrame()
      const response = await bed.app.inject({
        method: 'POST',
        url: '/v1/farcaster/start',
        headers: frameHeaders(),
        payload: { loginSecretHash: frame.loginSecretHash },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ message: 'Farcaster login is not available' })
    } finally {
      await bed.close()
    }
  })
})
