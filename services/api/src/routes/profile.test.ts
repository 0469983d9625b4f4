import Fastify, { type FastifyInstance } from 'fastify'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { openFreshPglite, testDatabases } from '../db/testDatabases.ts'
import { createMemoryRateLimitStore } from '../http/rateLimitStore.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { coinTypeForChainId } from '../names/coinType.ts'
import { projectAccess } from '../projects/projectAccess.ts'
import { createProject } from '../projects/projectStore.ts'
import { createLruCache } from '../cache/createLruCache.ts'
import { createCachedNameLookups } from '../names/cachedNameLookups.ts'
import { identityRoutes } from './identity.ts'
import { profileRoutes } from './profile.ts'

const alice = privateKeyToAccount(devnetAccounts[1]!.privateKey)
const bob = privateKeyToAccount(devnetAccounts[2]!.privateKey)
const coinType = coinTypeForChainId(31337)
const nowS = () => Math.floor(Date.now() / 1000)
const service = 'api.portico.test'
// The server that issues nonces for the registrations signed in the current suite.
let nonceServer: FastifyInstance

/** A fresh single-use nonce from `POST /v1/profile/nonce`. */
async function freshNonce(server: FastifyInstance = nonceServer): Promise<string> {
  const response = await server.inject({ method: 'POST', url: '/v1/profile/nonce?projectId=test' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toMatchObject({ service, expiresAt: expect.any(Number) })
  return (response.json() as { nonce: string }).nonce
}

async function signedRegistration(
  account: typeof alice,
  message: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
  server: FastifyInstance = nonceServer,
) {
  const text = JSON.stringify({
    timestamp: nowS(),
    service,
    coinType: overrides.coin_type ?? coinType,
    nonce: await freshNonce(server),
    ...message,
  })
  return {
    coin_type: coinType,
    address: account.address,
    message: text,
    signature: await account.signMessage({ message: text }),
    ...overrides,
  }
}

describe.each(testDatabases)('name service routes on $kind', ({ open }) => {
  let db: Database
  let app: FastifyInstance
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
    app = Fastify()
    useZodValidation(app)
    const store = createMemoryRateLimitStore()
    await app.register(projectAccess, {
      db,
      cacheSize: 10,
      store,
      perProject: { limit: 1e6, windowMs: 60_000 },
    })
    const names = createCachedNameLookups(db, createLruCache())
    const caps = { perAddressPerDay: 100, perIpPerDay: 100 }
    await app.register(profileRoutes, { db, zones: ['.reown.id', '.wcn.id'], names, service, caps })
    await app.register(identityRoutes, { db, names })
    await app.ready()
    nonceServer = app
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const register = (body: unknown) =>
    app.inject({ method: 'POST', url: '/v1/profile/account?projectId=test', payload: body as object })
  const get = (path: string, query = 'projectId=test') => app.inject(`${path}?${query}`)
  const firstReason = (response: { json(): unknown }) =>
    (response.json() as { reasons: { description: string }[] }).reasons[0]?.description

  it('registers a name signed by its address, then resolves it by name, address and identity', async () => {
    const body = await signedRegistration(alice, {
      name: 'Alice.reown.id',
      attributes: { avatar: 'https://avatars.test/alice.png' },
    })
    const registered = await register(body)
    expect(registered.statusCode).toBe(200)
    expect(registered.json()).toEqual({ success: true, name: 'alice.reown.id' })

    const account = await get('/v1/profile/account/alice.reown.id', 'projectId=test&apiVersion=2')
    expect(account.statusCode).toBe(200)
    const profile = account.json()
    expect(profile).toMatchObject({
      name: 'alice.reown.id',
      addresses: { [String(coinType)]: { address: alice.address } },
      attributes: { avatar: 'https://avatars.test/alice.png' },
    })
    expect(Math.abs(profile.registered - nowS())).toBeLessThan(60)
    expect(profile.updated).toBeGreaterThanOrEqual(profile.registered)

    const reverse = await get(
      `/v1/profile/reverse/${alice.address.toLowerCase()}`,
      `projectId=test&apiVersion=2&sender=${bob.address}`,
    )
    expect(reverse.statusCode).toBe(200)
    expect(reverse.json()).toEqual([profile])

    const identity = await get(`/v1/identity/${alice.address}`, `projectId=test&sender=${bob.address}`)
    expect(identity.json()).toEqual({ name: 'alice.reown.id', avatar: 'https://avatars.test/alice.png' })
  })

  it('lets the owner add a second coin type to the name, in the legacy zone too', async () => {
    const again = await signedRegistration(
      alice,
      { name: 'alice.reown.id' },
      { coin_type: coinTypeForChainId(10) },
    )
    expect((await register(again)).statusCode).toBe(200)
    const profile = (await get('/v1/profile/account/alice.reown.id')).json()
    expect(Object.keys(profile.addresses).sort()).toEqual(
      [String(coinTypeForChainId(10)), String(coinType)].sort(),
    )
    expect(profile.attributes).toEqual({ avatar: 'https://avatars.test/alice.png' })

    expect((await register(await signedRegistration(alice, { name: 'alice.wcn.id' }))).statusCode).toBe(200)
    const names = (await get(`/v1/profile/reverse/${alice.address}`)).json() as { name: string }[]
    expect(names.map((n) => n.name)).toEqual(['alice.reown.id', 'alice.wcn.id'])
  })

  it('shows a name registered through the API at once, although lookups are cached 5 minutes (§9)', async () => {
    const carol = privateKeyToAccount(devnetAccounts[5]!.privateKey)
    expect((await get(`/v1/identity/${carol.address}`)).json()).toEqual({ name: null, avatar: null })
    expect((await get(`/v1/profile/reverse/${carol.address}`)).json()).toEqual([])
    expect((await register(await signedRegistration(carol, { name: 'carol.reown.id' }))).statusCode).toBe(200)
    expect((await get(`/v1/identity/${carol.address}`)).json()).toEqual({
      name: 'carol.reown.id',
      avatar: null,
    })
    expect((await get(`/v1/profile/reverse/${carol.address}`)).json()).toHaveLength(1)
  })

  it('answers an address without names with an empty list and a null identity', async () => {
    expect((await get(`/v1/profile/reverse/${bob.address}`)).json()).toEqual([])
    expect((await get(`/v1/identity/${bob.address}`)).json()).toEqual({ name: null, avatar: null })
  })

  it('suggests the requested name when free and free variants, never a taken name', async () => {
    await register(await signedRegistration(bob, { name: 'alice1.reown.id' }))
    const taken = await get('/v1/profile/suggestions/alice', 'projectId=test&zone=reown.id')
    expect(taken.statusCode).toBe(200)
    expect(taken.json()).toEqual({
      suggestions: ['alice-1', 'alice2', 'alice-2', 'alice3'].map((label) => ({
        name: `${label}.reown.id`,
        registered: false,
      })),
    })
    const free = (await get('/v1/profile/suggestions/Carol_Z')).json() as { suggestions: { name: string }[] }
    expect(free.suggestions[0]).toEqual({ name: 'carolz.reown.id', registered: false })
    expect(free.suggestions).toHaveLength(5)
    const short = (await get('/v1/profile/suggestions/ab')).json() as { suggestions: { name: string }[] }
    expect(short.suggestions.map((s) => s.name)).toEqual([
      'ab-1.reown.id',
      'ab-2.reown.id',
      'ab-3.reown.id',
      'ab-4.reown.id',
    ])
  })

  it('refuses an unknown zone and a name with no letters or digits for suggestions', async () => {
    const zone = await get('/v1/profile/suggestions/alice', 'projectId=test&zone=eth')
    expect(zone.statusCode).toBe(400)
    expect(firstReason(zone)).toBe('Zone must be one of .reown.id, .wcn.id')
    const empty = await get('/v1/profile/suggestions/___')
    expect(firstReason(empty)).toBe('Name must contain at least one letter or digit')
  })

  it('answers an unknown name with 404 and a reason', async () => {
    const missing = await get('/v1/profile/account/nobody.reown.id', 'projectId=test&apiVersion=2')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Name not found',
      reasons: [{ description: 'Name not found' }],
    })
  })

  it('refuses a name taken by another address with 409', async () => {
    const response = await register(await signedRegistration(bob, { name: 'alice.reown.id' }))
    expect(response.statusCode).toBe(409)
    expect(firstReason(response)).toBe('Name is already taken')
    const profile = (await get('/v1/profile/account/alice.reown.id')).json()
    expect(Object.values(profile.addresses).map((a) => (a as { address: string }).address)).not.toContain(
      bob.address,
    )
  })

  it('refuses a signature by another key, or over another message, with 401', async () => {
    const forged = await signedRegistration(bob, { name: 'forged.reown.id' }, { address: alice.address })
    const response = await register(forged)
    expect(response.statusCode).toBe(401)
    expect(firstReason(response)).toBe('Signature does not match the address and message')

    const body = await signedRegistration(alice, { name: 'forged.reown.id' })
    const swapped = await register({ ...body, message: body.message.replace('forged', 'forgee') })
    expect(firstReason(swapped)).toBe('Signature does not match the address and message')
    expect((await get('/v1/profile/account/forged.reown.id')).statusCode).toBe(404)
  })

  it('refuses names that break §5 with 400', async () => {
    const cases: [string, string][] = [
      ['abc.reown.id', 'Name must be at least 4 characters long'],
      ['al_ice.reown.id', 'Name may contain only letters, digits and hyphens'],
      ['alice.eth', 'Name must end with one of .reown.id, .wcn.id'],
    ]
    for (const [name, reason] of cases) {
      const response = await register(await signedRegistration(alice, { name }))
      expect(response.statusCode).toBe(400)
      expect(firstReason(response)).toBe(reason)
    }
  })

  it('refuses a coin type that is not an EVM one or derives from a chain id of 2^31 or more', async () => {
    const tooBig = await register(
      await signedRegistration(alice, { name: 'bigcoin.reown.id' }, { coin_type: 2 ** 32 }),
    )
    expect(tooBig.statusCode).toBe(400)
    expect(firstReason(tooBig)).toBe('Coin type must derive from a chain id below 2^31')
    const notEvm = await register(
      await signedRegistration(alice, { name: 'bigcoin.reown.id' }, { coin_type: 60 }),
    )
    expect(firstReason(notEvm)).toMatch(
      /^Coin type must be an EVM coin type \(0x80000000 \| chainId, ENSIP-11\)/,
    )
  })

  it('refuses a stale signed message with 401 and a malformed one with 400', async () => {
    const stale = await register(
      await signedRegistration(alice, { name: 'stale.reown.id', timestamp: nowS() - 11 * 60 }),
    )
    expect(stale.statusCode).toBe(401)
    expect(firstReason(stale)).toBe('Message timestamp is stale: sign a new message')
    const text = 'register stale.reown.id'
    const notJson = await register({
      coin_type: coinType,
      address: alice.address,
      message: text,
      signature: await alice.signMessage({ message: text }),
    })
    expect(notJson.statusCode).toBe(400)
    expect(firstReason(notJson)).toBe('Message must be a JSON object with name and timestamp')
  })

  it('attack: a registration replayed with its used nonce is refused, and nothing changes', async () => {
    const body = await signedRegistration(alice, { name: 'replay.reown.id', attributes: { bio: 'first' } })
    expect((await register(body)).statusCode).toBe(200)
    await db.query('UPDATE names SET attributes = \'{"bio":"changed"}\' WHERE name = \'replay.reown.id\'')
    const replayed = await register(body)
    expect(replayed.statusCode).toBe(401)
    expect(firstReason(replayed)).toBe('Nonce is unknown, used or expired: ask for a new one and sign again')
    expect((await get('/v1/profile/account/replay.reown.id')).json().attributes).toEqual({ bio: 'changed' })
    const made = JSON.stringify({
      name: 'madeup.reown.id',
      timestamp: nowS(),
      service,
      coinType,
      nonce: '0'.repeat(32),
    })
    const madeUp = await register({
      coin_type: coinType,
      address: alice.address,
      message: made,
      signature: await alice.signMessage({ message: made }),
    })
    expect(madeUp.statusCode).toBe(401)
  })

  it('attack: a message signed for another service or another chain cannot register here', async () => {
    const elsewhere = await register(
      await signedRegistration(alice, { name: 'elsewhere.reown.id', service: 'other.example' }),
    )
    expect(elsewhere.statusCode).toBe(401)
    expect(firstReason(elsewhere)).toBe(`Message names another service: sign a message naming ${service}`)
    const otherChain = await register(
      await signedRegistration(alice, { name: 'elsewhere.reown.id', coinType: coinTypeForChainId(10) }),
    )
    expect(otherChain.statusCode).toBe(400)
    expect(firstReason(otherChain)).toBe('Message coinType must be the coin_type registered')
  })

  it('answers malformed bodies, addresses and versions with 400 and a reason naming the field', async () => {
    const body = await signedRegistration(alice, { name: 'valid.reown.id' })
    const badSignature = await register({ ...body, signature: 'abc' })
    expect(badSignature.statusCode).toBe(400)
    expect(firstReason(badSignature)).toBe('signature: must be a 0x-prefixed hexadecimal signature')
    const badAddress = await register({ ...body, address: '0x123' })
    expect(firstReason(badAddress)).toMatch(/^address: not a valid EVM address/)
    expect((await register({ ...body, coin_type: 1.5 })).statusCode).toBe(400)
    const reverse = await get('/v1/profile/reverse/0x123')
    expect(reverse.statusCode).toBe(400)
    expect(firstReason(reverse)).toMatch(/^address: not a valid EVM address/)
    const version = await get('/v1/profile/account/alice.reown.id', 'projectId=test&apiVersion=1')
    expect(firstReason(version)).toBe('apiVersion: only apiVersion 2 is supported')
    expect((await get(`/v1/identity/${alice.address}`, 'projectId=nope')).statusCode).toBe(403)
  })
})

describe('name registration caps', () => {
  let db: Database
  let app: FastifyInstance
  beforeAll(async () => {
    db = await openFreshPglite()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
    app = Fastify({ trustProxy: (_address: string, hop: number) => hop < 1 })
    useZodValidation(app)
    const names = createCachedNameLookups(db, createLruCache())
    const caps = { perAddressPerDay: 2, perIpPerDay: 3 }
    await app.register(profileRoutes, { db, zones: ['.reown.id'], names, service, caps })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })
  const registerFrom = async (ip: string, account: typeof alice, name: string) => {
    const body = await signedRegistration(account, { name }, {}, app)
    return app.inject({
      method: 'POST',
      url: '/v1/profile/account?projectId=test',
      headers: { 'x-forwarded-for': ip },
      payload: body,
    })
  }

  it('attack: one address cannot register names without end, nor one IP for many addresses', async () => {
    expect((await registerFrom('192.0.2.1', alice, 'cap-one.reown.id')).statusCode).toBe(200)
    expect((await registerFrom('192.0.2.2', alice, 'cap-two.reown.id')).statusCode).toBe(200)
    const third = await registerFrom('192.0.2.3', alice, 'cap-three.reown.id')
    expect(third.statusCode).toBe(429)
    expect(third.json().reasons[0].description).toBe(
      'Too many name registrations for this address today: try again tomorrow',
    )
    const carol = privateKeyToAccount(devnetAccounts[5]!.privateKey)
    const dave = privateKeyToAccount(devnetAccounts[6]!.privateKey)
    expect((await registerFrom('198.51.100.9', bob, 'cap-bob.reown.id')).statusCode).toBe(200)
    expect((await registerFrom('198.51.100.9', carol, 'cap-carol.reown.id')).statusCode).toBe(200)
    expect((await registerFrom('198.51.100.9', dave, 'cap-dave.reown.id')).statusCode).toBe(200)
    const fourth = await registerFrom(
      '198.51.100.9',
      privateKeyToAccount(devnetAccounts[7]!.privateKey),
      'cap-eve.reown.id',
    )
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().reasons[0].description).toBe(
      'Too many name registrations from this network today: try again tomorrow',
    )
    expect((await db.query('SELECT name FROM names WHERE name = $1', ['cap-eve.reown.id'])).length).toBe(0)
  })
})
