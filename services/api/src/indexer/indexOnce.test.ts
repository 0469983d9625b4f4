import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletClient, http, parseEther, type Hash, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts, devnetNfts, startDevnet, type RunningDevnet } from '@portico/devnet'
import { createChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { devnetApiChains } from '../config/loadApiConfig.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { ChainReorganizedError, indexRange } from './indexRange.ts'
import { indexOnce } from './indexOnce.ts'
import { startHistoryIndexer } from './startHistoryIndexer.ts'

let devnet: RunningDevnet
let chain: ApiChain
let client: PublicClient
const payer = devnetAccounts[7]!
const payee = devnetAccounts[8]!

/** Sends `eth` from account 7 to account 8 and waits for it to be mined. */
async function pay(eth: string): Promise<Hash> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(payer.privateKey),
    chain: client.chain!,
    transport: http(devnet.rpcUrl),
  })
  const hash = await wallet.sendTransaction({ to: payee.address, value: parseEther(eth) })
  await client.waitForTransactionReceipt({ hash })
  return hash
}

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  chain = { ...devnetApiChains().find((c) => c.chainId === 31337)!, rpcUrl: devnet.rpcUrl }
  client = createChainClients([chain]).get(chain.caipNetworkId)!
  await pay('1')
})
afterAll(async () => {
  await devnet?.stop()
})

describe.each(testDatabases)('history indexer on $kind', ({ open }) => {
  let db: Database
  const run = () => indexOnce({ db, client, chain, nfts: devnetNfts, batchSize: 7 })
  const counts = async () => {
    const [row] = await db.query<{ txs: number; transfers: number; last: string }>(
      `SELECT (SELECT count(*)::int FROM history_transactions) AS txs,
              (SELECT count(*)::int FROM history_transfers) AS transfers,
              (SELECT last_block::text FROM history_cursors WHERE chain_id = 'eip155:31337') AS last`,
    )
    return row!
  }
  const stored = async (hash: Hash) =>
    (await db.query('SELECT 1 FROM history_transactions WHERE hash = $1', [hash.toLowerCase()])).length === 1

  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('indexes every block up to the head, in batches, and records the head in the cursor', async () => {
    const first = await run()
    expect(first).toMatchObject({ reset: false, indexed: Number(first.head) + 1 })
    const after = await counts()
    expect(after.last).toBe(first.head.toString())
    expect(after.txs).toBeGreaterThan(0)
    expect((await run()).indexed).toBe(0)
  })

  it('re-indexing blocks already stored duplicates nothing', async () => {
    const before = await counts()
    const head = await client.getBlockNumber({ cacheTime: 0 })
    await indexRange({ db, client, chain, from: 0n, to: head, nfts: devnetNfts })
    await indexRange({ db, client, chain, from: head - 2n, to: head, nfts: devnetNfts })
    expect(await counts()).toEqual(before)
  })

  it('writes nothing when a block does not follow the indexed one (one transaction per range)', async () => {
    const before = await counts()
    await pay('0.1')
    const from = BigInt(before.last) + 1n
    const wrongParent = `0x${'ab'.repeat(32)}`
    await expect(
      indexRange({ db, client, chain, from, to: from, expectedParentHash: wrongParent, nfts: devnetNfts }),
    ).rejects.toThrow(ChainReorganizedError)
    expect(await counts()).toEqual(before)
    expect((await run()).indexed).toBe(1)
  })

  it('re-indexes from block 0 when the chain restarts below the stored block or its hash changes', async () => {
    const snapshot = await client.request({ method: 'evm_snapshot' } as never)
    const dropped = await pay('0.2')
    await run()
    expect(await stored(dropped)).toBe(true)

    // The chain went back (a devnet restart from its fixture state): the stored last block is above the head.
    await client.request({ method: 'evm_revert', params: [snapshot] } as never)
    const below = await run()
    expect(below).toMatchObject({ reset: true, indexed: Number(below.head) + 1 })
    expect(await stored(dropped)).toBe(false)

    // Back to the same height with another block: the stored block's hash no longer matches.
    const again = await client.request({ method: 'evm_snapshot' } as never)
    const lost = await pay('0.3')
    await run()
    await client.request({ method: 'evm_revert', params: [again] } as never)
    const replacement = await pay('0.4')
    const differs = await run()
    expect(differs.reset).toBe(true)
    expect(await stored(lost)).toBe(false)
    expect(await stored(replacement)).toBe(true)
    expect((await counts()).last).toBe(differs.head.toString())
  })

  it('follows new blocks while the polling loop runs, and stops cleanly', async () => {
    const rounds: bigint[] = []
    const indexer = startHistoryIndexer({
      db,
      chains: [chain],
      clients: new Map([[chain.caipNetworkId, client]]),
      nfts: devnetNfts,
      intervalMs: 50,
      onRound: (_, round) => rounds.push(round.head),
    })
    const hash = await pay('0.5')
    const receipt = await client.getTransactionReceipt({ hash })
    await expect.poll(() => stored(hash), { timeout: 10_000 }).toBe(true)
    await indexer.stop()
    expect(rounds.some((head) => head >= receipt.blockNumber)).toBe(true)
    const roundsAtStop = rounds.length
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(rounds.length).toBe(roundsAtStop)
  })
})
