import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  devnetAccounts,
  devnetContracts,
  devnetNfts,
  porticoPalsAbi,
  type RunningDevnet,
} from '../../testing/devnet.ts'
import { apiConfigurations, devnetsPerFile, NATIVE } from '../../testing/apiConfigurations.ts'
import { createChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { devnetApiChains, devnetApiConfig } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres, testDatabases } from '../db/testDatabases.ts'
import type { AccountHistoryResponse } from '../history/historyTransaction.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { indexOnce } from '../indexer/indexOnce.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'
import { historyRoutes } from './history.ts'
import { deployIndexerFixtures, devnetSender, inlineMetadataUri } from '../../testing/indexerFixtures.ts'

const devnets = devnetsPerFile()
let devnet: RunningDevnet<31337 | 31339>
let chains: ApiChain[]
const [sender, nftHolder, tokenHolder, receiver] = [
  devnetAccounts[4]!,
  devnetAccounts[1]!,
  devnetAccounts[3]!,
  devnetAccounts[6]!,
]
const sent: Record<
  'items' | 'split' | 'onramp' | 'eth' | 'pusd' | 'spamNft' | 'nft' | 'approve' | 'pusdBack' | 'failed',
  Hash
> = {} as never

beforeAll(async () => {
  devnet = await devnets.of(31337)
  chains = devnetApiChains().map((c) => (c.chainId === 31337 ? { ...c, rpcUrl: devnet.rpcUrl } : c))
  const client = createChainClients(chains).get('eip155:31337')!
  const wallet = (key: `0x${string}`) =>
    createWalletClient({
      account: privateKeyToAccount(key),
      chain: client.chain!,
      transport: http(devnet.rpcUrl),
    })
  const mined = async (hash: Hash) => (await client.waitForTransactionReceipt({ hash }), hash)
  // ERC-1155 items in a TransferBatch, and ETH a contract pays out inside a call (an internal transfer).
  const { items, splitter } = await deployIndexerFixtures(client)
  const minter = devnetSender(client, 9)
  await minter.write(items, 'mint', [minter.address, 7n, 20n, inlineMetadataUri({ name: 'Ticket' })])
  await minter.write(items, 'mint', [minter.address, 8n, 2n, inlineMetadataUri({ name: 'Badge' })])
  sent.items = await minter.write(items, 'safeBatchTransferFrom', [
    minter.address,
    receiver.address,
    [7n, 8n],
    [15n, 1n],
    '0x',
  ])
  sent.split = await devnetSender(client, 9).write(
    splitter,
    'split',
    [receiver.address, tokenHolder.address],
    parseEther('0.4'),
  )
  // What the sandbox on-ramp's treasury (the deployer by default) pays out to a buyer.
  sent.onramp = await mined(
    await wallet(devnetAccounts[0]!.privateKey).sendTransaction({
      to: receiver.address,
      value: parseEther('0.2'),
    }),
  )
  sent.eth = await mined(
    await wallet(sender.privateKey).sendTransaction({ to: receiver.address, value: parseEther('1.5') }),
  )
  const pusd = { address: devnetContracts.usd, abi: erc20Abi } as const
  sent.pusd = await mined(
    await wallet(tokenHolder.privateKey).writeContract({
      ...pusd,
      functionName: 'transfer',
      args: [receiver.address, parseUnits('12.5', 6)],
    }),
  )
  const pals = {
    address: devnetContracts.nftCollection,
    abi: porticoPalsAbi,
    functionName: 'transferFrom',
  } as const
  const holderWallet = wallet(nftHolder.privateKey)
  sent.spamNft = await mined(
    await holderWallet.writeContract({ ...pals, args: [nftHolder.address, receiver.address, 5n] }),
  )
  sent.nft = await mined(
    await holderWallet.writeContract({ ...pals, args: [nftHolder.address, receiver.address, 2n] }),
  )
  const receiverWallet = wallet(receiver.privateKey)
  sent.approve = await mined(
    await receiverWallet.writeContract({
      ...pusd,
      functionName: 'approve',
      args: [devnetContracts.uniswapV2Router02, 1n],
    }),
  )
  sent.pusdBack = await mined(
    await receiverWallet.writeContract({
      ...pusd,
      functionName: 'transfer',
      args: [tokenHolder.address, parseUnits('2.5', 6)],
    }),
  )
  // More PUSD than the account holds, with gas given so that it is mined and reverts.
  sent.failed = await mined(
    await receiverWallet.writeContract({
      ...pusd,
      functionName: 'transfer',
      args: [tokenHolder.address, parseUnits('1000000000', 6)],
      gas: 100_000n,
    }),
  )
})
afterAll(async () => {
  await devnets.stopAll()
})

describe.each(testDatabases)('GET /v1/account/{address}/history on $kind', ({ open }) => {
  let db: Database
  let app: ReturnType<typeof buildApiServer>

  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
    const chain = chains.find((c) => c.chainId === 31337)!
    await indexOnce({
      db,
      client: createChainClients([chain]).get(chain.caipNetworkId)!,
      chain,
    })
    // The devnet config's on-ramp treasury (the deployer) is the sender the onramp filter selects.
    app = buildApiServer({ chains, onramp: devnetApiConfig().onramp }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const history = async (address: string, query = 'projectId=test&chainId=eip155:31337') => {
    const response = await app.inject(`/v1/account/${address}/history?${query}`)
    expect(response.statusCode).toBe(200)
    return response.json() as AccountHistoryResponse
  }

  it('answers the sent ETH, ERC-20 and ERC-721 transfers newest first with §3 operation types', async () => {
    const { data } = await history(receiver.address)
    const byHash = (hash: Hash) => data.find((t) => t.metadata.hash === hash)!
    expect(data.slice(0, 7).map((t) => t.metadata.hash)).toEqual(
      [sent.failed, sent.pusdBack, sent.approve, sent.nft, sent.spamNft, sent.pusd, sent.eth].map((h) =>
        h.toLowerCase(),
      ),
    )
    expect(byHash(sent.eth)).toMatchObject({
      id: `eip155:31337:${sent.eth}`,
      metadata: {
        operationType: 'receive',
        status: 'confirmed',
        chain: 'eip155:31337',
        sentFrom: sender.address.toLowerCase(),
        sentTo: receiver.address.toLowerCase(),
      },
      transfers: [{ direction: 'in', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ETH' } }],
    })
    expect(byHash(sent.eth).metadata.minedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
    expect(byHash(sent.eth).transfers[0]!.price).toBeCloseTo(3000, 6)
    expect(byHash(sent.pusd)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [
        { direction: 'in', quantity: { numeric: '12.5' }, fungible_info: { symbol: 'PUSD' }, value: 12.5 },
      ],
    })
    expect(byHash(sent.approve)).toMatchObject({ metadata: { operationType: 'approve' }, transfers: [] })
    expect(byHash(sent.pusdBack)).toMatchObject({
      metadata: { operationType: 'send' },
      transfers: [{ direction: 'out', quantity: { numeric: '2.5' } }],
    })
    expect(byHash(sent.failed)).toMatchObject({
      metadata: { operationType: 'execute', status: 'failed' },
      transfers: [],
    })
    const senderSide = await history(sender.address)
    expect(senderSide.data.find((t) => t.metadata.hash === sent.eth.toLowerCase())).toMatchObject({
      metadata: { operationType: 'send' },
      transfers: [{ direction: 'out' }],
    })
  })

  it('with onramp set lists only what the on-ramp treasury sent', async () => {
    const { data } = await history(receiver.address, 'projectId=test&chainId=eip155:31337&onramp=coinbase')
    expect(data.map((t) => t.metadata.hash)).toContain(sent.onramp.toLowerCase())
    expect(data.every((t) => t.metadata.sentFrom === devnetAccounts[0]!.address.toLowerCase())).toBe(true)
    expect(data.map((t) => t.metadata.hash)).not.toContain(sent.eth.toLowerCase())
  })

  it("points token icons at this API's own /public/getTokenImage", async () => {
    const { data } = await history(receiver.address)
    const pusdTransfer = data.find((t) => t.metadata.hash === sent.pusd.toLowerCase())!.transfers[0]!
    expect(pusdTransfer.fungible_info?.icon.url).toMatch(/^http:\/\/[^/]+\/public\/getTokenImage\/PUSD$/)
    const image = await app.inject(new URL(pusdTransfer.fungible_info!.icon.url).pathname)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toContain('image/svg+xml')
  })

  it('calls the fixture NFTs minted to an account a mint (from the zero address)', async () => {
    const { data } = await history(nftHolder.address)
    const mints = data.filter((t) => t.metadata.operationType === 'mint')
    expect(mints.map((t) => t.transfers[0]?.nft_info?.name)).toEqual(
      expect.arrayContaining(['Pal #1', 'FREE 10,000 PUSD VOUCHER']),
    )
    expect(mints.every((t) => t.transfers.every((x) => x.direction === 'in'))).toBe(true)
  })

  it('gives ERC-721 transfers their name, image and the fixture spam flag', async () => {
    const { data } = await history(receiver.address)
    const nft = (hash: Hash) =>
      data.find((t) => t.metadata.hash === hash.toLowerCase())!.transfers[0]!.nft_info
    const spam = devnetNfts.find((n) => n.tokenId === 5n)!
    expect(nft(sent.spamNft)).toEqual({
      name: spam.name,
      content: { preview: { url: spam.image } },
      flags: { is_spam: true },
    })
    expect(nft(sent.nft)?.flags.is_spam).toBe(false)
    expect(nft(sent.nft)?.name).toBe('Pal #2')
  })

  it('lists ERC-1155 items with their amounts and the ETH a contract paid out inside a call', async () => {
    const { data } = await history(receiver.address)
    const byHash = (hash: Hash) => data.find((t) => t.metadata.hash === hash.toLowerCase())
    expect(byHash(sent.items)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '15' },
          nft_info: { name: 'Ticket', flags: { is_spam: false } },
        },
        { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Badge' } },
      ],
    })
    expect(byHash(sent.split)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '0.2' }, fungible_info: { symbol: 'ETH' } }],
    })
  })

  it('pages with an opaque cursor: disjoint pages that together cover the whole history', async () => {
    const all = (await history(receiver.address)).data.map((t) => t.id)
    const seen: string[] = []
    let cursor: string | null = null
    // A page size of 2 so that the account's history spans several pages.
    const pageApp = Fastify()
    useZodValidation(pageApp)
    void pageApp.register(historyRoutes, { db, chains, pageSize: 2 })
    do {
      const query: string = `projectId=test&chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`
      const page = (
        await pageApp.inject(`/v1/account/${receiver.address}/history?${query}`)
      ).json() as AccountHistoryResponse
      seen.push(...page.data.map((t) => t.id))
      cursor = page.next
    } while (cursor)
    await pageApp.close()
    expect(seen).toEqual(all)
    expect(all.length).toBeGreaterThan(4)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('answers a malformed address or cursor with 400, and an unsupported chain with an empty result', async () => {
    const bad = await app.inject('/v1/account/0x1234/history?projectId=test')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(
      'address: not a valid EVM address (expected 0x followed by 40 hexadecimal characters)',
    )
    const badCursor = await app.inject(`/v1/account/${receiver.address}/history?projectId=test&cursor=bm9wZQ`)
    expect(badCursor.statusCode).toBe(400)
    expect(badCursor.json().message).toMatch(/^cursor: /)
    const badChain = await app.inject(`/v1/account/${receiver.address}/history?projectId=test&chainId=31337`)
    expect(badChain.statusCode).toBe(400)
    expect(await history(receiver.address, 'projectId=test&chainId=eip155:1')).toEqual({
      data: [],
      next: null,
    })
    const noProject = await app.inject(`/v1/account/${receiver.address}/history?projectId=nope`)
    expect(noProject.statusCode).toBe(403)
  })
})

const erc1155TransferAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
])

// The same history on each configuration: a native, an ERC-20 and an ERC-721 transfer made here (and on 31339
// an ERC-1155 one), priced by the chain's configured sources; on 31339 the deploy's ERC-1155 movements add up
// to the balances the manifest lists.
describe.each(apiConfigurations)('GET /v1/account/{address}/history on $name', (configuration) => {
  const { caipNetworkId } = configuration
  const receiver = devnetAccounts[8]!
  const ethSender = devnetAccounts[5]!
  const token = configuration.prices.find((p) => p.exact && p.address !== NATIVE)!
  const pal = configuration.collectibles.held.filter((n) => n.standard === 'erc721' && !n.isSpam).at(-1)!
  const item = configuration.collectibles.held.find((n) => n.standard === 'erc1155' && !n.isSpam)
  const made: { eth?: Hash; token?: Hash; pal?: Hash; item?: Hash } = {}
  let db: Database
  let app: ReturnType<typeof buildApiServer>

  beforeAll(async () => {
    const running = await devnets.of(configuration.chainId)
    const chain = configuration.apiChain(running.rpcUrl)
    const reader = createPublicClient({ transport: http(running.rpcUrl), pollingInterval: 50 })
    const viemChain = defineChain({
      id: configuration.chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [running.rpcUrl] } },
    })
    const walletOf = (address: Address) => {
      const key = devnetAccounts.find((a) => a.address === address)!.privateKey
      return createWalletClient({ account: privateKeyToAccount(key), chain: viemChain, transport: http() })
    }
    const mined = async (hash: Hash) => {
      expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
      return hash.toLowerCase() as Hash
    }
    made.eth = await mined(
      await walletOf(ethSender.address).sendTransaction({ to: receiver.address, value: parseEther('1.25') }),
    )
    made.token = await mined(
      await walletOf(configuration.holder).writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver.address, 3n],
      }),
    )
    made.pal = await mined(
      await walletOf(pal.owner).writeContract({
        address: pal.contract,
        abi: porticoPalsAbi,
        functionName: 'transferFrom',
        args: [pal.owner, receiver.address, pal.tokenId],
      }),
    )
    if (item) {
      made.item = await mined(
        await walletOf(item.owner).writeContract({
          address: item.contract,
          abi: erc1155TransferAbi,
          functionName: 'safeTransferFrom',
          args: [item.owner, receiver.address, item.tokenId, 1n, '0x'],
        }),
      )
    }
    db = await openFreshPostgres()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
    await indexOnce({ db, client: createChainClients([chain]).get(caipNetworkId)!, chain })
    app = buildApiServer({ chains: [chain] }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  /** Every page of `address`'s history on the chain. */
  const historyOf = async (address: Address) => {
    const all: AccountHistoryResponse['data'] = []
    let cursor: string | null = null
    do {
      const query: string = `projectId=test&chainId=${caipNetworkId}${cursor ? `&cursor=${cursor}` : ''}`
      const response = await app.inject(`/v1/account/${address}/history?${query}`)
      expect(response.statusCode, response.body).toBe(200)
      const page = response.json() as AccountHistoryResponse
      all.push(...page.data)
      cursor = page.next
    } while (cursor)
    return all
  }
  const expectPrice = (price: number | undefined, expected: (typeof configuration.prices)[number]) => {
    if (expected.exact) expect(price, expected.symbol).toBeCloseTo(expected.price, 6)
    else expect(Math.abs(price! / expected.price - 1), expected.symbol).toBeLessThan(0.05)
  }

  it('answers the native and ERC-20 transfers received, with USD values from the configured price sources', async () => {
    const data = await historyOf(receiver.address)
    const byHash = (hash: Hash | undefined) => data.find((t) => t.metadata.hash === hash)
    const eth = byHash(made.eth)!
    expect(eth).toMatchObject({
      id: `${caipNetworkId}:${made.eth}`,
      metadata: { operationType: 'receive', status: 'confirmed', chain: caipNetworkId },
      transfers: [{ direction: 'in', quantity: { numeric: '1.25' }, fungible_info: { symbol: 'ETH' } }],
    })
    const ethPrice = configuration.prices.find((p) => p.address === NATIVE)!
    expectPrice(eth.transfers[0]!.price, ethPrice)
    expect(eth.transfers[0]!.value).toBeCloseTo(1.25 * eth.transfers[0]!.price!, 6)

    const received = byHash(made.token)!.transfers[0]!
    const decimals = configuration.apiChain('').tokens.find((t) => t.address === token.address)!.decimals
    expect(received).toMatchObject({
      direction: 'in',
      quantity: { numeric: formatUnits(3n, decimals) },
      fungible_info: { symbol: token.symbol },
    })
    expectPrice(received.price, token)
    expect(received.value).toBeCloseTo(Number(formatUnits(3n, decimals)) * received.price!, 9)
  })

  it("gives an ERC-721 transfer the metadata's name and image, and the sender's side a send", async () => {
    const inbound = (await historyOf(receiver.address)).find((t) => t.metadata.hash === made.pal)!
    expect(inbound).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: pal.owner.toLowerCase() },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: pal.name, content: { preview: { url: pal.image } }, flags: { is_spam: false } },
        },
      ],
    })
    const outbound = (await historyOf(pal.owner)).find((t) => t.metadata.hash === made.pal)
    expect(outbound).toMatchObject({ metadata: { operationType: 'send' }, transfers: [{ direction: 'out' }] })
  })

  it.runIf(item)('lists ERC-1155 transfers with their amounts and names', async () => {
    const inbound = (await historyOf(receiver.address)).find((t) => t.metadata.hash === made.item)!
    expect(inbound).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: item!.name, flags: { is_spam: false } },
        },
      ],
    })
    // Each holder's transfers of an item with inline metadata (named in history) since genesis add up to what the
    // manifest says it holds after the deploy's mints and transfers (and the one sent above).
    const named = configuration.collectibles.held.filter(
      (n) => n.standard === 'erc1155' && n.uri.startsWith('data:'),
    )
    for (const owner of new Set(named.map((n) => n.owner))) {
      const mine = named.filter((n) => n.owner === owner)
      const net = new Map<string, bigint>()
      for (const transaction of await historyOf(owner)) {
        for (const transfer of transaction.transfers) {
          const name = transfer.nft_info?.name
          if (!name || !mine.some((n) => n.name === name)) continue
          const amount = BigInt(transfer.quantity.numeric) * (transfer.direction === 'in' ? 1n : -1n)
          net.set(name, (net.get(name) ?? 0n) + amount)
        }
      }
      for (const expected of mine) {
        const sentHere = expected === item ? 1n : 0n
        expect(net.get(expected.name), `${owner}: ${expected.name}`).toBe(expected.amount - sentHere)
      }
    }
  })
})
