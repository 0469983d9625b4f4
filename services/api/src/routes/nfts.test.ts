import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletClient, http, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  devnetAccounts,
  devnetContracts,
  devnetNfts,
  porticoPalsAbi,
  type RunningDevnet,
} from '../../testing/devnet.ts'
import { apiConfigurations, devnetsPerFile } from '../../testing/apiConfigurations.ts'
import { devnetApiChain } from '../../testing/devnetApiConfig.ts'
import { deployIndexerFixtures, devnetSender, type DeployedFixture } from '../../testing/indexerFixtures.ts'
import { createLruCache } from '../cache/createLruCache.ts'
import { createChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres, testDatabases } from '../db/testDatabases.ts'
import { usePublicUrl } from '../http/publicUrl.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { indexOnce } from '../indexer/indexOnce.ts'
import type { AccountNft, AccountNftsResponse } from '../nfts/listAccountNfts.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'
import { nftRoutes } from './nfts.ts'

// A 1×1 PNG, and an SVG that would run script if it were ever rendered as a document on the API's origin.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const scriptedSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>'

const devnets = devnetsPerFile()
let devnet: RunningDevnet<31337 | 31339>
let chain: ApiChain
let host: Server
let hostUrl: string
const holder = devnetAccounts[1]! // holds Portico Pals 1..5 from genesis (5 is the fixture's spam)
const collector = devnetAccounts[7]! // receives the tokens minted below
const hostHits: string[] = []
let items: DeployedFixture // an ERC-1155 collection (the indexer's test fixture)
// What a gateway serving the devnets' own IPFS content answers, CID → document.
const devnetIpfs: Record<string, string> = Object.assign(
  {},
  ...apiConfigurations.map((c) => c.collectibles.ipfsContent),
)
const itemPath = (id: bigint) => `/items/${id.toString(16).padStart(64, '0')}.json`

const json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

beforeAll(async () => {
  host = createServer((request, response) => {
    hostHits.push(request.url ?? '')
    const send = (type: string, body: string | Buffer) =>
      response.writeHead(200, { 'content-type': type }).end(body)
    if (request.url === '/meta/101.json') {
      send(
        'application/json',
        JSON.stringify({ name: 'Harbour #101', description: 'Oil', image: `${hostUrl}/img/101.png` }),
      )
    } else if (request.url === '/img/101.png') send('image/png', png)
    else if (request.url === '/ipfs/bafytest/102.json') {
      send('text/plain', JSON.stringify({ name: 'Ipfs #102', image: 'ipfs://bafytest/102.svg' }))
    } else if (request.url === '/ipfs/bafytest/102.svg') send('image/svg+xml', scriptedSvg)
    else if (request.url === '/img/page.png') send('image/png', '<html><script>alert(1)</script></html>')
    else if (request.url === itemPath(7n))
      send('application/json', JSON.stringify({ name: 'Gem', image: `${hostUrl}/img/101.png` }))
    else if (request.url?.startsWith('/ipfs/') && devnetIpfs[request.url.slice('/ipfs/'.length)]) {
      send('application/octet-stream', devnetIpfs[request.url.slice('/ipfs/'.length)]!)
    } else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`

  devnet = await devnets.of(31337)
  chain = devnetApiChain(31337, devnet.rpcUrl)
  const client = createChainClients([chain]).get(chain.caipNetworkId)!
  const minter = createWalletClient({
    account: privateKeyToAccount(devnetAccounts[0]!.privateKey),
    chain: client.chain!,
    transport: http(devnet.rpcUrl),
  })
  const mint = async (tokenId: bigint, uri: string) => {
    const hash: Hash = await minter.writeContract({
      address: devnetContracts.nftCollection,
      abi: porticoPalsAbi,
      functionName: 'mint',
      args: [collector.address, tokenId, uri],
    })
    await client.waitForTransactionReceipt({ hash })
  }
  await mint(101n, `${hostUrl}/meta/101.json`) // https-style metadata on a host
  await mint(102n, 'ipfs://bafytest/102.json') // through the configured gateway
  await mint(103n, 'data:application/json;base64,bm90IGpzb24=') // "not json"
  await mint(104n, json({ name: 'Page #104', image: `${hostUrl}/img/page.png` })) // HTML labelled image/png
  await mint(105n, json({ name: 'Visit free-usdt.xyz', image: `${hostUrl}/img/101.png` }))
  await mint(106n, `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Percent #106' }))}`)
  // ERC-1155: 10 of id 7 (metadata at an {id} URI), 4 of them passed on; 2 of id 8, all passed on.
  items = (await deployIndexerFixtures(client)).items
  const itemMinter = devnetSender(client, 9)
  await itemMinter.write(items, 'mint', [collector.address, 7n, 10n, `${hostUrl}/items/{id}.json`])
  await itemMinter.write(items, 'mint', [collector.address, 8n, 2n, 'data:application/json,{}'])
  const collectorSender = devnetSender(client, 7)
  await collectorSender.write(items, 'safeTransferFrom', [collector.address, holder.address, 7n, 4n, '0x'])
  await collectorSender.write(items, 'safeTransferFrom', [collector.address, holder.address, 8n, 2n, '0x'])
})
afterAll(async () => {
  await devnets.stopAll()
  await new Promise((resolve) => host?.close(resolve))
})

describe.each(testDatabases)('GET /v1/account/{address}/nfts on $kind', ({ open }) => {
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  const logLines: string[] = []

  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
    await indexOnce({ db, client: createChainClients([chain]).get(chain.caipNetworkId)!, chain })
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    // The devnet chain is configured local: true, so the metadata host on 127.0.0.1 may be read.
    app = buildApiServer({ chains: [chain], ipfsGateway: `${hostUrl}/ipfs/` }, { db, logger: { stream } })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const list = async (address: string, query = 'projectId=test') => {
    const response = await app.inject(`/v1/account/${address}/nfts?${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as AccountNftsResponse
  }
  const image = (nft: AccountNft) => app.inject(new URL(nft.image!).pathname + new URL(nft.image!).search)

  it('lists the Portico Pals the dev account holds, with metadata, collection name, spam flag and images served by the API', async () => {
    const { data, next } = await list(holder.address, 'projectId=test&chainId=eip155:31337')
    expect(next).toBeNull()
    const mine = devnetNfts.filter((nft) => nft.owner === holder.address)
    const pals = data.filter((nft) => nft.contract === devnetContracts.nftCollection.toLowerCase())
    expect(pals.map((nft) => nft.tokenId)).toEqual(mine.map((nft) => nft.tokenId.toString()))
    const pal2 = pals.find((nft) => nft.tokenId === '2')!
    expect(pal2).toEqual({
      chain: 'eip155:31337',
      contract: devnetContracts.nftCollection.toLowerCase(),
      tokenId: '2',
      standard: 'erc721',
      amount: '1',
      name: 'Pal #2',
      description: 'Collects block hashes for fun.',
      image: `http://127.0.0.1:8787/v1/nft-image/eip155:31337/${devnetContracts.nftCollection.toLowerCase()}/2?projectId=test`,
      collectionName: 'Portico Pals',
      isSpam: false,
      spamReason: null,
    })
    expect(pals.find((nft) => nft.tokenId === '5')).toMatchObject({
      isSpam: true,
      name: 'FREE 10,000 PUSD VOUCHER',
    })
    const served = await image(pal2)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/svg+xml')
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename=".*-2\.svg"$/)
    const fixture = devnetNfts.find((nft) => nft.tokenId === 2n)!.image
    expect(served.rawPayload.toString('base64')).toBe(fixture.slice(fixture.indexOf(',') + 1))
  })

  it('reads metadata from http hosts and ipfs:// through the gateway, and serves their images by type', async () => {
    const { data } = await list(collector.address)
    const byId = Object.fromEntries(data.map((nft) => [nft.tokenId, nft]))
    expect(Object.keys(byId)).toEqual(expect.arrayContaining(['101', '102', '103', '104', '105', '106']))
    expect(byId['101']).toMatchObject({
      name: 'Harbour #101',
      description: 'Oil',
      collectionName: 'Portico Pals',
    })
    const harbour = await image(byId['101']!)
    expect(harbour.headers['content-type']).toBe('image/png')
    expect(harbour.headers['content-disposition']).toMatch(/^inline; /)
    expect(harbour.rawPayload.equals(png)).toBe(true)
    expect(byId['102']?.name).toBe('Ipfs #102')
    const svg = await image(byId['102']!)
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-type']).toBe('image/svg+xml')
    expect(svg.headers['content-security-policy']).toContain('sandbox')
    expect(byId['106']).toMatchObject({ name: 'Percent #106', image: null })
  })

  it('lists ERC-1155 ids with the net amount held, metadata read from the {id} URI', async () => {
    const { data } = await list(collector.address)
    const mine = data.filter((nft) => nft.contract === items.address.toLowerCase())
    expect(mine).toEqual([
      expect.objectContaining({ tokenId: '7', standard: 'erc1155', amount: '6', name: 'Gem', isSpam: false }),
    ])
    const gem = await image(mine[0]!)
    expect(gem.headers['content-type']).toBe('image/png')
    const theirs = (await list(holder.address)).data.filter(
      (nft) => nft.contract === items.address.toLowerCase(),
    )
    expect(theirs.map((nft) => [nft.tokenId, nft.amount])).toEqual([
      ['7', '4'],
      ['8', '2'],
    ])
  })

  it('lists a token with bad metadata without name and image, logging the reason once', async () => {
    await list(collector.address)
    const { data } = await list(collector.address)
    expect(data.find((nft) => nft.tokenId === '103')).toMatchObject({
      name: null,
      image: null,
      description: null,
    })
    const warnings = logLines.filter(
      (line) => line.includes('NFT listed without metadata') && line.includes('"103"'),
    )
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('the metadata is not valid JSON')
  })

  it('refuses to serve a body that is not the image type it claims', async () => {
    const { data } = await list(collector.address)
    const page = data.find((nft) => nft.tokenId === '104')!
    expect(page.image).not.toBeNull()
    const served = await image(page)
    expect(served.statusCode).toBe(404)
    expect(served.json().message).toBe('this NFT has no image the API can serve')
  })

  it('flags airdrop lures as spam by the documented rules', async () => {
    const { data } = await list(collector.address)
    expect(data.find((nft) => nft.tokenId === '105')).toMatchObject({
      isSpam: true,
      spamReason: 'name holds a link',
    })
    expect(data.find((nft) => nft.tokenId === '101')?.isSpam).toBe(false)
  })

  it('pages with an opaque cursor and limit: disjoint pages that together cover the whole list', async () => {
    const all = (await list(collector.address)).data.map((nft) => nft.tokenId)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: AccountNftsResponse = await list(
        collector.address,
        `projectId=test&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(page.data.length).toBeLessThanOrEqual(4)
      seen.push(...page.data.map((nft) => nft.tokenId))
      cursor = page.next
    } while (cursor)
    expect(seen).toEqual(all)
  })

  it('answers bad input with 400 naming the field, an unserved chain with an empty list, unknown tokens with 404', async () => {
    const bad = async (url: string, message: string | RegExp) => {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().message).toMatch(message)
    }
    await bad(
      '/v1/account/0x1234/nfts?projectId=test',
      'address: not a valid EVM address (expected 0x followed by 40 hexadecimal characters)',
    )
    await bad(
      `/v1/account/${holder.address}/nfts?projectId=test&limit=0`,
      'limit: must be a whole number from 1 to 100',
    )
    await bad(
      `/v1/account/${holder.address}/nfts?projectId=test&limit=abc`,
      'limit: must be a whole number from 1 to 100',
    )
    await bad(
      `/v1/account/${holder.address}/nfts?projectId=test&cursor=bm9wZQ`,
      /^cursor: not a cursor returned by this API/,
    )
    await bad(
      `/v1/account/${holder.address}/nfts?projectId=test&chainId=31337`,
      'chainId: must be a CAIP-2 network id such as eip155:31337',
    )
    await bad(
      `/v1/nft-image/eip155:31337/${devnetContracts.nftCollection}/x?projectId=test`,
      'tokenId: must be a token id in decimal digits',
    )
    expect(await list(holder.address, 'projectId=test&chainId=eip155:1')).toEqual({ data: [], next: null })
    const notIndexed = await app.inject(
      `/v1/nft-image/eip155:31337/${devnetContracts.nftCollection}/999?projectId=test`,
    )
    expect(notIndexed.statusCode).toBe(404)
    const noProject = await app.inject(`/v1/account/${holder.address}/nfts?projectId=nope`)
    expect(noProject.statusCode).toBe(403)
    const otherOrigin = await app.inject({
      url: `/v1/account/${holder.address}/nfts?projectId=test`,
      headers: { origin: 'https://evil.example' },
    })
    expect(otherOrigin.json().message).toBe('origin not allowed')
  })

  it('for a chain not configured local: true, refuses metadata and images on private addresses', async () => {
    const remote = Fastify()
    useZodValidation(remote)
    usePublicUrl(remote, 'http://127.0.0.1:8787')
    const publicChain = { ...chain, local: false }
    void remote.register(nftRoutes, {
      db,
      chains: [publicChain],
      clients: createChainClients([publicChain]),
      ipfsGateway: `${hostUrl}/ipfs/`,
      cache: createLruCache(),
      imageCache: createLruCache(),
    })
    hostHits.length = 0
    const { data } = (
      await remote.inject(`/v1/account/${collector.address}/nfts?projectId=test`)
    ).json() as AccountNftsResponse
    expect(data.find((nft) => nft.tokenId === '101')).toMatchObject({ name: null, image: null })
    expect(data.find((nft) => nft.tokenId === '102')).toMatchObject({ name: null, image: null })
    // Inline metadata still reads; its image on 127.0.0.1 is refused.
    const lure = data.find((nft) => nft.tokenId === '105')!
    expect(lure.name).toBe('Visit free-usdt.xyz')
    const refused = await remote.inject(new URL(lure.image!).pathname + '?projectId=test')
    expect(refused.statusCode).toBe(404)
    expect(hostHits).toEqual([])
    await remote.close()
  })
})

// The same route on each configuration: every NFT the chain's deployment leaves with a holder, as the manifest
// lists it — Portico Pals on 31337; on 31339 its own Pals and the ERC-1155 Portico Items with their amounts,
// metadata from data: URIs and id 3's ipfs:// through the gateway above.
describe.each(apiConfigurations)('GET /v1/account/{address}/nfts on $name', (configuration) => {
  const { caipNetworkId, collectibles } = configuration
  const collections = [collectibles.pals.address, collectibles.items].flatMap((a) =>
    a ? [a.toLowerCase()] : [],
  )
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  beforeAll(async () => {
    const running = await devnets.of(configuration.chainId)
    const chain = configuration.apiChain(running.rpcUrl)
    db = await openFreshPostgres()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
    await indexOnce({ db, client: createChainClients([chain]).get(caipNetworkId)!, chain })
    app = buildApiServer({ chains: [chain], ipfsGateway: `${hostUrl}/ipfs/` }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const listOf = async (owner: string) => {
    const response = await app.inject(`/v1/account/${owner}/nfts?projectId=test&chainId=${caipNetworkId}`)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json() as AccountNftsResponse
    return data.filter((nft) => collections.includes(nft.contract))
  }

  it("lists each holder's NFTs of the deployment with amounts, metadata and the spam flag the manifest gives", async () => {
    for (const owner of new Set(collectibles.held.map((n) => n.owner))) {
      const expected = collectibles.held.filter((n) => n.owner === owner)
      const listed = await listOf(owner)
      const facts = (nft: AccountNft) => [nft.contract, nft.tokenId, nft.standard, nft.amount]
      expect(listed.map(facts).sort(), owner).toEqual(
        expected
          .map((n) => [n.contract.toLowerCase(), n.tokenId.toString(), n.standard, n.amount.toString()])
          .sort(),
      )
      for (const nft of expected) {
        const entry = listed.find(
          (l) => l.contract === nft.contract.toLowerCase() && l.tokenId === `${nft.tokenId}`,
        )
        expect(entry, `${nft.name}`).toMatchObject({
          chain: caipNetworkId,
          name: nft.name,
          description: nft.description,
          isSpam: nft.isSpam,
        })
        if (nft.contract === collectibles.pals.address)
          expect(entry!.collectionName).toBe(collectibles.pals.name)
      }
    }
  })

  it('serves each image the metadata names, byte for byte, whether the metadata was inline or on IPFS', async () => {
    const onIpfs = collectibles.held.filter((n) => n.uri.startsWith('ipfs://'))
    const inline = collectibles.held.filter((n) => n.uri.startsWith('data:')).slice(0, 2)
    expect(onIpfs.length > 0).toBe(collectibles.items !== undefined) // 31339's item 3 is kept on IPFS
    for (const nft of [...inline, ...onIpfs]) {
      const entry = (await listOf(nft.owner)).find(
        (l) => l.contract === nft.contract.toLowerCase() && l.tokenId === `${nft.tokenId}`,
      )!
      expect(entry.image, nft.name).not.toBeNull()
      const served = await app.inject(new URL(entry.image!).pathname + new URL(entry.image!).search)
      expect(served.statusCode, nft.name).toBe(200)
      expect(served.headers['content-type']).toBe('image/svg+xml')
      expect(served.headers['content-security-policy']).toContain('sandbox')
      expect(served.rawPayload.toString('base64')).toBe(nft.image.slice(nft.image.indexOf(',') + 1))
    }
  })
})
