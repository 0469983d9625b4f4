// Issue 16 item 7, the scale-out shape: two real API processes (main.ts, each with its indexer) on one
// PostgreSQL and one Redis in front of one devnet (chains 31337 and 31338). Both answer the same balance,
// history and NFT replies; exactly one process holds each chain's indexer lease; no transaction or transfer is
// stored twice (row counts against the chain's blocks and eth_getLogs); a clean stop of the writer hands its
// chains to the other.
import { createProject, openPostgres, type Database } from '@portico/api'
import {
  devnetAccounts,
  devnetContracts,
  porticoDevnet,
  porticoPalsAbi,
  startDevnet,
  type RunningDevnet,
} from '@portico/devnet'
import { createClient } from 'redis'
import {
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  toEventSelector,
  type Hash,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFreshPostgresUrl } from '../../services/api/testing/freshPostgresUrl.ts'
import { startApiProcess, type ApiProcess } from './support/startApiProcess.ts'

const CHAINS = ['eip155:31337', 'eip155:31338'] as const
const PROJECT = 'scale-out'
// Links in replies are built on the public URL, which both processes share behind their load balancer.
const PUBLIC_URL = 'http://api.scale-out.test'
const LEASE_MS = 120_000
const payee = devnetAccounts[8]!.address
const transferEvents = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])
const TOPICS = {
  transfer: toEventSelector(transferEvents[0]),
  single: toEventSelector(transferEvents[1]),
  batch: toEventSelector(transferEvents[2]),
}

interface IndexerStatus {
  chainId: string
  indexedBlock: number | null
  head: number | null
  leaseHolder: string | null
}

let devnets: RunningDevnet[]
let clients: PublicClient[]
let database: { url: string; drop(): Promise<void> }
let db: Database
let redisUrl: string
let apis: ApiProcess[] = []
const sent: Hash[] = []

/** A logical Redis database of its own (1–15; the other suites use 0), emptied, so no other suite's cache answers. */
async function isolatedRedis(): Promise<string> {
  const url = new URL(process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')
  url.pathname = `/${1 + Math.floor(Math.random() * 15)}`
  const redis = createClient({ url: url.toString() })
  await redis.connect()
  await redis.flushDb()
  await redis.quit()
  return url.toString()
}

async function redisKeys(): Promise<number> {
  const redis = createClient({ url: redisUrl })
  await redis.connect()
  try {
    return await redis.dbSize()
  } finally {
    await redis.quit()
  }
}

const get = async (api: ApiProcess, path: string): Promise<unknown> => {
  const response = await fetch(`${api.url}${path}`)
  const body: unknown = await response.json()
  if (response.status !== 200)
    throw new Error(`${api.url}${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}
const indexerStatus = async (api: ApiProcess) =>
  ((await get(api, '/health?detail=indexer')) as { indexer: { chains: IndexerStatus[] } }).indexer.chains
const holderPid = (holder: string | null) => (holder === null ? undefined : Number(holder.split(':').at(-2)))

function walletOf(chainIndex: number, accountIndex: number) {
  const devnet = devnets[chainIndex]!
  return createWalletClient({
    account: privateKeyToAccount(devnetAccounts[accountIndex]!.privateKey),
    chain: { ...porticoDevnet, id: devnet.chainId },
    transport: http(devnet.rpcUrl),
  })
}

async function mined(chainIndex: number, hash: Hash): Promise<Hash> {
  const receipt = await clients[chainIndex]!.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  sent.push(hash)
  return hash
}

/** Waits until the shared database holds every chain up to its current head. */
async function indexedToHead(api: ApiProcess, timeout = 60_000) {
  const heads = await Promise.all(clients.map((client) => client.getBlockNumber({ cacheTime: 0 })))
  await expect
    .poll(async () => (await indexerStatus(api)).map((chain) => chain.indexedBlock), {
      timeout,
      interval: 250,
    })
    .toEqual(heads.map(Number))
}

/** Row counts against the chain: one history_transactions row per transaction of blocks 0…indexed, one
 * history_transfers row per Transfer / TransferSingle log and per item of a TransferBatch. */
async function expectEachStoredOnce(api: ApiProcess) {
  for (const chain of await indexerStatus(api)) {
    const client = clients[CHAINS.indexOf(chain.chainId as (typeof CHAINS)[number])]!
    const last = BigInt(chain.indexedBlock!)
    let transactions = 0
    for (let block = 0n; block <= last; block++) {
      transactions += await client.getBlockTransactionCount({ blockNumber: block })
    }
    const logs = await client.getLogs({ fromBlock: 0n, toBlock: last })
    const transfers = logs.reduce((sum, log) => {
      const topic = log.topics[0]
      if (topic === TOPICS.transfer || topic === TOPICS.single) return sum + 1
      if (topic !== TOPICS.batch) return sum
      const { args } = decodeEventLog({ abi: transferEvents, data: log.data, topics: log.topics })
      return sum + (args as { ids: readonly bigint[] }).ids.length
    }, 0)
    const [rows] = await db.query<{ transactions: number; transfers: number }>(
      `SELECT (SELECT count(*)::int FROM history_transactions WHERE chain_id = $1) AS transactions,
              (SELECT count(*)::int FROM history_transfers WHERE chain_id = $1 AND log_index >= 0) AS transfers`,
      [chain.chainId],
    )
    expect({ chainId: chain.chainId, ...rows }).toEqual({ chainId: chain.chainId, transactions, transfers })
    expect(transactions).toBeGreaterThan(0)
  }
}

beforeAll(async () => {
  devnets = await Promise.all([
    startDevnet({ chainId: 31337, port: 0 }),
    startDevnet({ chainId: 31338, port: 0 }),
  ])
  clients = devnets.map((devnet) => createPublicClient({ transport: http(devnet.rpcUrl) }) as PublicClient)
  database = await createFreshPostgresUrl()
  db = openPostgres(database.url)
  await createProject(db, { id: PROJECT, name: 'scale-out', origins: [] })
  redisUrl = await isolatedRedis()
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    PORTICO_RPC_URLS: devnets.map((devnet, i) => `${CHAINS[i]}=${devnet.rpcUrl}`).join(','),
    PORTICO_API_PUBLIC_URL: PUBLIC_URL,
    PORTICO_INDEXER_INTERVAL_MS: '200',
    // Longer than the hand-over may take: a stopped writer must give its chains up, not let them expire.
    PORTICO_INDEXER_LEASE_MS: String(LEASE_MS),
  }
  apis = await Promise.all(
    ['api-1', 'api-2'].map((name) => startApiProcess({ name, env: { ...env, PORTICO_INDEXER_LOG_MS: '0' } })),
  )
  // Transfers while both processes run: ether, an ERC-20 and an NFT on 31337, ether on 31338.
  await mined(0, await walletOf(0, 7).sendTransaction({ to: payee, value: parseEther('1.5') }))
  await mined(
    0,
    await walletOf(0, 3).writeContract({
      address: devnetContracts.usd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [payee, parseUnits('12.5', 6)],
    }),
  )
  const holder = walletOf(0, 1)
  await mined(
    0,
    await holder.writeContract({
      address: devnetContracts.nftCollection,
      abi: porticoPalsAbi,
      functionName: 'transferFrom',
      args: [holder.account.address, payee, 2n],
    }),
  )
  await mined(1, await walletOf(1, 7).sendTransaction({ to: payee, value: parseEther('0.25') }))
}, 240_000)

afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()))
  await db?.close()
  await database?.drop()
  await Promise.all((devnets ?? []).map((devnet) => devnet.stop()))
})

describe('two API processes on one PostgreSQL and one Redis', () => {
  it("exactly one process holds each chain's lease, and both report the same indexer state", async () => {
    await indexedToHead(apis[0]!)
    const [first, second] = await Promise.all(apis.map(indexerStatus))
    const summary = (chains: IndexerStatus[]) =>
      chains.map(({ chainId, indexedBlock, leaseHolder }) => ({ chainId, indexedBlock, leaseHolder }))
    expect(summary(second!)).toEqual(summary(first!))
    const pids = apis.map((api) => api.pid)
    for (const chain of first!) expect(pids).toContain(holderPid(chain.leaseHolder))
    // Each chain was taken once, by one process, and never changed hands while both ran.
    const takes = apis.flatMap((api) =>
      api.logs
        .filter((entry) => /^indexer eip155:\d+: writing as /.test(entry.msg))
        .map((entry) => ({
          pid: api.pid,
          chain: entry.msg.split(':')[1]!,
        })),
    )
    expect(takes.map((take) => `eip155:${take.chain}`).sort()).toEqual([...CHAINS])
    for (const chain of first!) {
      const take = takes.find((t) => `eip155:${t.chain}` === chain.chainId)
      expect(take?.pid).toBe(holderPid(chain.leaseHolder))
    }
  })

  it('answers the same balance, history and NFT replies from either process, matching the chain', async () => {
    await indexedToHead(apis[0]!)
    const paths = [
      `/v1/account/${payee}/balance?projectId=${PROJECT}&currency=usd&chainId=eip155:31337`,
      `/v1/account/${payee}/balance?projectId=${PROJECT}&currency=usd&chainId=eip155:31338`,
      `/v1/account/${payee}/history?projectId=${PROJECT}`,
      `/v1/account/${payee}/history?projectId=${PROJECT}&chainId=eip155:31337`,
      `/v1/account/${payee}/nfts?projectId=${PROJECT}&chainId=eip155:31337`,
      `/v1/account/${payee}/nfts?projectId=${PROJECT}`,
    ]
    for (const path of paths) {
      const [first, second] = await Promise.all(apis.map((api) => get(api, path)))
      expect(second, path).toEqual(first)
    }
    // The balance cache lives in the shared Redis, not in either process.
    expect(await redisKeys()).toBeGreaterThan(0)

    const balances = (await get(apis[1]!, paths[0]!)) as {
      balances: { symbol: string; quantity: { numeric: string } }[]
    }
    const eth = balances.balances.find((balance) => balance.symbol === 'ETH')
    const onChain = await clients[0]!.getBalance({ address: payee })
    expect(parseEther(eth!.quantity.numeric)).toBe(onChain)

    const history = (await get(apis[1]!, paths[2]!)) as { data: { id: string; metadata: { hash: string } }[] }
    const hashes = history.data.map((item) => item.metadata.hash.toLowerCase())
    for (const hash of sent) expect(hashes).toContain(hash.toLowerCase())
    const ids = history.data.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)

    const nfts = (await get(apis[0]!, paths[4]!)) as { data: { contract?: string; tokenId: string }[] }
    expect(nfts.data.map((nft) => nft.tokenId)).toContain('2')
  })

  it('stores every transaction and transfer once: row counts match the blocks and eth_getLogs', async () => {
    await indexedToHead(apis[1]!)
    await expectEachStoredOnce(apis[1]!)
  })

  it('hands the chains to the other process at once when the writer stops, and it goes on', async () => {
    const [status] = await indexerStatus(apis[0]!)
    const writer = apis.find((api) => api.pid === holderPid(status!.leaseHolder))!
    const survivor = apis.find((api) => api !== writer)!
    await writer.stop()
    const hash = await mined(0, await walletOf(0, 7).sendTransaction({ to: payee, value: 7n }))
    // Well inside LEASE_MS: the stopped writer released its leases rather than leaving them to expire.
    await indexedToHead(survivor, 20_000)
    for (const chain of await indexerStatus(survivor)) expect(holderPid(chain.leaseHolder)).toBe(survivor.pid)
    const history = (await get(survivor, `/v1/account/${payee}/history?projectId=${PROJECT}`)) as {
      data: { metadata: { hash: string } }[]
    }
    expect(history.data.map((item) => item.metadata.hash)).toContain(hash.toLowerCase())
    await expectEachStoredOnce(survivor)
  })
})
