import Fastify, { type FastifyInstance } from 'fastify'
import { createPublicClient, createWalletClient, http, parseAbi, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devnetAccounts,
  devnetEns,
  devnetNfts,
  porticoDevnet,
  startDevnet,
  withRpcUrl,
  type RunningDevnet,
} from '../../testing/devnet.ts'
import { devnetApiChain } from '../../testing/devnetApiConfig.ts'
import { createLruCache } from '../cache/createLruCache.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { createCachedNameLookups } from '../names/cachedNameLookups.ts'
import { coinTypeForChainId } from '../names/coinType.ts'
import { createCachedEnsLookups } from '../names/ens/cachedEnsLookups.ts'
import { issueNameNonce } from '../names/issueNameNonce.ts'
import { registerName } from '../names/registerName.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'
import { identityRoutes } from './identity.ts'
import { profileRoutes } from './profile.ts'

let devnet: RunningDevnet
let db: Database
let app: FastifyInstance
let appWithDeadEns: FastifyInstance
let client: PublicClient

const zones = ['.reown.id']

async function registerPorticoName(accountIndex: number, name: string, attributes?: Record<string, string>) {
  const account = privateKeyToAccount(devnetAccounts[accountIndex]!.privateKey)
  const { nonce } = await issueNameNonce(db)
  const service = 'api.portico.test'
  const coinType = coinTypeForChainId(31337)
  const timestamp = Math.floor(Date.now() / 1000)
  const message = JSON.stringify({ name, attributes, timestamp, service, coinType, nonce })
  await registerName(db, {
    coinType,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
    zones,
    service,
    ip: '192.0.2.1',
    caps: { perAddressPerDay: 10, perIpPerDay: 10 },
  })
}

async function nameApp(rpcClient: PublicClient): Promise<FastifyInstance> {
  const cache = createLruCache()
  const names = createCachedNameLookups(db, cache)
  const ens = createCachedEnsLookups({
    chains: [{ caipNetworkId: 'eip155:31337', names: { ens: { registry: devnetEns.registry } } }],
    clients: new Map([['eip155:31337', rpcClient]]),
    cache,
  })
  const instance = Fastify()
  useZodValidation(instance)
  await instance.register(identityRoutes, { db, names, ens })
  await instance.register(profileRoutes, {
    db,
    names,
    ens,
    zones,
    caps: { perAddressPerDay: 10, perIpPerDay: 10 },
  })
  await instance.ready()
  return instance
}

beforeAll(async () => {
  ;[devnet, db] = await Promise.all([startDevnet({ chainId: 31337, port: 0 }), openFreshPostgres()])
  client = createPublicClient({
    chain: withRpcUrl(porticoDevnet, devnet.rpcUrl),
    transport: http(devnet.rpcUrl),
    batch: { multicall: { wait: 0 } },
  }) as PublicClient
  // Nothing listens on port 1: every ENS read fails at once.
  const dead = createPublicClient({
    transport: http('http://127.0.0.1:1', { retryCount: 0 }),
  }) as PublicClient
  ;[app, appWithDeadEns] = await Promise.all([nameApp(client), nameApp(dead)])
  await registerPorticoName(2, 'alicia.reown.id', { avatar: 'https://avatars.test/alicia.png' })
  await registerPorticoName(1, 'amelia.reown.id')
  await registerPorticoName(4, 'mallory.reown.id')
})
afterAll(async () => {
  await Promise.all([app?.close(), appWithDeadEns?.close()])
  await devnet?.stop()
  await db?.close()
})

const identityOf = async (index: number, query = '', on = () => app) =>
  (await on().inject(`/v1/identity/${devnetAccounts[index]!.address}?projectId=test${query}`)).json()

describe('GET /v1/identity/{address} with ENS configured', () => {
  it('answers the verified ENS name and its avatar before the Portico name of the same address', async () => {
    // alice.eth's avatar is Portico Pal #6, which her account holds: the image of the token's metadata.
    expect(await identityOf(2)).toEqual({
      name: 'alice.eth',
      avatar: devnetNfts.find((nft) => nft.tokenId === 6n)!.image,
    })
    const bob = await identityOf(3)
    expect(bob.name).toBe('bob.eth')
    expect(bob.avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await identityOf(7)).toEqual({
      name: 'carol.eth',
      avatar: 'https://example.org/avatars/carol.png',
    })
    // Account 1 (the demo's dev wallet) has no ENS name: its Portico name shows.
    expect(await identityOf(1)).toEqual({ name: 'amelia.reown.id', avatar: null })
    // eve.eth's avatar is an NFT her account does not hold.
    expect(await identityOf(6)).toEqual({ name: 'eve.eth', avatar: null })
    expect(await identityOf(9)).toEqual({ name: null, avatar: null })
  })

  it('attack: a reverse record naming someone else’s ENS name is not shown; the Portico name is', async () => {
    // Account 4's reverse record claims alice.eth, whose address is account 2.
    expect(await identityOf(4)).toEqual({ name: 'mallory.reown.id', avatar: null })
  })

  it('caches ENS answers 5 minutes, misses too, and reads the chain again on forceUpdate', async () => {
    const dave = devnetAccounts[5]!
    expect(await identityOf(5)).toEqual({ name: null, avatar: null })
    const wallet = createWalletClient({
      chain: withRpcUrl(porticoDevnet, devnet.rpcUrl),
      transport: http(devnet.rpcUrl),
      account: privateKeyToAccount(dave.privateKey),
    })
    const hash = await wallet.writeContract({
      address: devnetEns.reverseRegistrar,
      abi: parseAbi(['function setName(string name) returns (bytes32)']),
      functionName: 'setName',
      args: ['dave.eth'],
    })
    await client.waitForTransactionReceipt({ hash })
    expect(await identityOf(5)).toEqual({ name: null, avatar: null })
    expect(await identityOf(5, '&forceUpdate=true')).toEqual({ name: 'dave.eth', avatar: null })
    expect(await identityOf(5)).toEqual({ name: 'dave.eth', avatar: null })
  })

  it('answers the Portico name when the ENS chain cannot be read', async () => {
    expect(await identityOf(2, '', () => appWithDeadEns)).toEqual({
      name: 'alicia.reown.id',
      avatar: 'https://avatars.test/alicia.png',
    })
  })
})

describe('GET /v1/profile/account/{name} with ENS configured', () => {
  it('resolves an ENS name to its address (coin type 60) and avatar, in any spelling', async () => {
    for (const spelling of ['alice.eth', 'Alice.ETH']) {
      const response = await app.inject(`/v1/profile/account/${spelling}?projectId=test`)
      expect(response.statusCode, spelling).toBe(200)
      const profile = response.json()
      expect(profile.name).toBe('alice.eth')
      expect(profile.addresses).toEqual({ '60': { address: devnetAccounts[2]!.address, created: 0 } })
      expect(profile.attributes.avatar).toBe(devnetNfts.find((nft) => nft.tokenId === 6n)!.image)
    }
  })

  it('keeps Portico zones to Portico names and answers 404 for a name neither knows', async () => {
    const portico = (await app.inject('/v1/profile/account/alicia.reown.id?projectId=test')).json()
    expect(portico.attributes).toEqual({ avatar: 'https://avatars.test/alicia.png' })
    for (const unknown of ['nobody.eth', 'nobody.reown.id']) {
      const response = await app.inject(`/v1/profile/account/${unknown}?projectId=test`)
      expect(response.statusCode, unknown).toBe(404)
      expect(response.json().reasons[0].description).toBe('Name not found')
    }
  })
})

describe('the API server with the devnet config', () => {
  it('resolves ENS through the registry that config/portico.config.json names for eip155:31337', async () => {
    await createProject(db, { id: 'ens-test', name: 'ENS test', origins: ['http://localhost:5173'] })
    const server = buildApiServer(
      { chains: [devnetApiChain(31337, devnet.rpcUrl)], publicUrl: 'http://127.0.0.1:8787' },
      { db },
    )
    try {
      const identity = await server.inject(`/v1/identity/${devnetAccounts[2]!.address}?projectId=ens-test`)
      expect(identity.statusCode).toBe(200)
      expect(identity.json().name).toBe('alice.eth')
      const profile = await server.inject('/v1/profile/account/carol.eth?projectId=ens-test')
      expect(profile.json().addresses['60'].address).toBe(devnetAccounts[7]!.address)
    } finally {
      await server.close()
    }
  })
})
