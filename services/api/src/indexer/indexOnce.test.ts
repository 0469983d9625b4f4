import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erc20Abi, parseEther, parseUnits, type Hash, type PublicClient } from 'viem'
import {
  devnetAccounts,
  devnetContracts,
  porticoPalsAbi,
  startDevnet,
  type RunningDevnet,
} from '../../testing/devnet.ts'
import { devnetApiChain } from '../../testing/devnetApiConfig.ts'
import {
  deployIndexerFixtures,
  devnetSender,
  inlineMetadataUri,
  type IndexerFixtures,
} from '../../testing/indexerFixtures.ts'
import { createChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { bothTestDatabases } from '../db/testDatabases.ts'
import { TRANSFER_TOPICS } from './decodeTransferLog.ts'
import { indexerStartBlock } from './indexerChainOptions.ts'
import { indexOnce, type IndexOnceParameters } from './indexOnce.ts'
import { startHistoryIndexer } from './startHistoryIndexer.ts'

let devnet: RunningDevnet
let chain: ApiChain
let client: PublicClient
let fixtures: IndexerFixtures
const payer = () => devnetSender(client, 7)
const payee = devnetAccounts[8]!.address
const other = devnetAccounts[6]!.address
const sent = {} as Record<
  'eth' | 'pusd' | 'pal' | 'spamPal' | 'mint' | 'single' | 'batch' | 'split' | 'undone',
  Hash
>

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  chain = devnetApiChain(31337, devnet.rpcUrl)
  client = createChainClients([chain]).get(chain.caipNetworkId)!
  fixtures = await deployIndexerFixtures(client)
  const holder = devnetSender(client, 1)
  sent.eth = await payer().send({ to: payee, value: parseEther('1') })
  const pusd = { address: devnetContracts.usd, abi: erc20Abi }
  sent.pusd = await devnetSender(client, 3).write(pusd, 'transfer', [payee, parseUnits('12.5', 6)])
  const pals = { address: devnetContracts.nftCollection, abi: porticoPalsAbi }
  sent.pal = await holder.write(pals, 'transferFrom', [holder.address, payee, 2n])
  sent.spamPal = await holder.write(pals, 'transferFrom', [holder.address, payee, 5n])
  const items = devnetSender(client, 7)
  const gem = inlineMetadataUri({
    name: 'Gem',
    description: 'A shiny gem.',
    image: 'data:image/svg+xml;base64,PHN2Zy8+',
  })
  sent.mint = await items.write(fixtures.items, 'mint', [items.address, 1n, 10n, gem])
  await items.write(fixtures.items, 'mint', [items.address, 2n, 5n, inlineMetadataUri({ name: 'Coin' })])
  sent.single = await items.write(fixtures.items, 'safeTransferFrom', [items.address, payee, 1n, 3n, '0x'])
  sent.batch = await items.write(fixtures.items, 'safeBatchTransferFrom', [
    items.address,
    payee,
    [1n, 2n],
    [4n, 5n],
    '0x',
  ])
  sent.split = await payer().write(fixtures.splitter, 'split', [payee, other], parseEther('0.3'))
  sent.undone = await payer().write(fixtures.splitter, 'payThenUndo', [payee], parseEther('0.2'))
})
afterAll(async () => {
  await devnet?.stop()
})

describe.each(bothTestDatabases)('history indexer on $kind', ({ open }) => {
  let db: Database
  const run = (more: Partial<IndexOnceParameters> = {}) =>
    indexOnce({ db, client, chain, batchSize: 7, ...more })
  const transfersOf = (hash: Hash) =>
    db.query<{
      kind: string
      from_address: string
      to_address: string
      amount: string
      token_id: string | null
      token_name: string | null
      nft_image: string | null
      is_spam: boolean
      batch_index: number
    }>(
      `SELECT kind, from_address, to_address, amount::text, token_id::text, token_name, nft_image, is_spam, batch_index
       FROM history_transfers WHERE tx_hash = $1 ORDER BY log_index, batch_index`,
      [hash.toLowerCase()],
    )
  const stored = async (hash: Hash) =>
    (await db.query('SELECT 1 FROM history_transactions WHERE hash = $1', [hash.toLowerCase()])).length === 1
  const cursor = async () =>
    (
      await db.query<{ last: string; hash: string }>(
        `SELECT last_block::text AS last, last_block_hash AS hash FROM history_cursors WHERE chain_id = $1`,
        [chain.caipNetworkId],
      )
    )[0]

  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('indexes every block up to the head, in batches, and checkpoints the head with its hash', async () => {
    const first = await run()
    expect(first).toMatchObject({ rolledBack: 0, indexed: Number(first.head) + 1, last: first.head })
    const head = await client.getBlock({ blockNumber: first.head })
    expect(await cursor()).toEqual({ last: first.head.toString(), hash: head.hash.toLowerCase() })
    expect((await run()).indexed).toBe(0)
  })

  it('stores native and ERC-20 transfers, and ERC-721 names, images and spam flags read from tokenURI', async () => {
    expect(await transfersOf(sent.eth)).toMatchObject([
      { kind: 'native', to_address: payee.toLowerCase(), amount: parseEther('1').toString() },
    ])
    expect(await transfersOf(sent.pusd)).toMatchObject([{ kind: 'erc20', amount: '12500000' }])
    const [pal] = await transfersOf(sent.pal)
    expect(pal).toMatchObject({
      kind: 'erc721',
      token_id: '2',
      token_name: 'Pal #2',
      is_spam: false,
      amount: '1',
    })
    expect(pal!.nft_image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await transfersOf(sent.spamPal)).toMatchObject([
      { token_name: 'FREE 10,000 PUSD VOUCHER', is_spam: true },
    ])
  })

  it('stores ERC-1155 TransferSingle and every item of a TransferBatch with its amount and metadata', async () => {
    expect(await transfersOf(sent.mint)).toMatchObject([
      {
        kind: 'erc1155',
        from_address: `0x${'0'.repeat(40)}`,
        token_id: '1',
        amount: '10',
        token_name: 'Gem',
      },
    ])
    expect((await transfersOf(sent.mint))[0]!.nft_image).toBe('data:image/svg+xml;base64,PHN2Zy8+')
    expect(await transfersOf(sent.single)).toMatchObject([{ kind: 'erc1155', token_id: '1', amount: '3' }])
    expect(await transfersOf(sent.batch)).toMatchObject([
      {
        kind: 'erc1155',
        token_id: '1',
        amount: '4',
        batch_index: 0,
        token_name: 'Gem',
        to_address: payee.toLowerCase(),
      },
      { kind: 'erc1155', token_id: '2', amount: '5', batch_index: 1, token_name: 'Coin' },
    ])
  })

  it("stores internal native transfers from the node's traces, but not those a revert undid", async () => {
    const split = await transfersOf(sent.split)
    // Ordered by log index: internal transfers (-2) before the transaction's own value (-1).
    expect(split.map((t) => [t.kind, t.from_address, t.to_address, t.amount])).toEqual([
      [
        'internal',
        fixtures.splitter.address.toLowerCase(),
        payee.toLowerCase(),
        parseEther('0.15').toString(),
      ],
      [
        'internal',
        fixtures.splitter.address.toLowerCase(),
        other.toLowerCase(),
        parseEther('0.15').toString(),
      ],
      [
        'native',
        payer().address.toLowerCase(),
        fixtures.splitter.address.toLowerCase(),
        parseEther('0.3').toString(),
      ],
    ])
    expect((await transfersOf(sent.undone)).map((t) => t.kind)).toEqual(['native'])
  })

  it('stores exactly one row per transfer log on the chain, even after re-indexing (counted with eth_getLogs)', async () => {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const logs = await client.getLogs({ fromBlock: 0n, toBlock: head })
    const expected = logs.reduce((sum, log) => {
      if (log.topics[0] === TRANSFER_TOPICS.transferBatch) return sum + 2 // the fixture's only batch moves 2 ids
      return (
        sum +
        ([TRANSFER_TOPICS.transfer, TRANSFER_TOPICS.transferSingle].includes(log.topics[0] as never) ? 1 : 0)
      )
    }, 0)
    const count = async () =>
      (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM history_transfers WHERE log_index >= 0')
      )[0]!.n
    expect(await count()).toBe(expected)
    await db.query('DELETE FROM history_cursors')
    await run()
    expect(await count()).toBe(expected)
  })

  it('rolls back to the common ancestor after evm_revert and indexes the new branch instead', async () => {
    const snapshot = await client.request({ method: 'evm_snapshot' } as never)
    const orphans = [
      await payer().send({ to: payee, value: 1n }),
      await payer().send({ to: payee, value: 2n }),
    ]
    await run()
    expect(await stored(orphans[1]!)).toBe(true)
    const ancestor = (await client.getBlockNumber({ cacheTime: 0 })) - 2n
    await client.request({ method: 'evm_revert', params: [snapshot] } as never)
    // A different branch, one block longer, so the head moves past the stored block.
    const replacements = [
      await payer().send({ to: other, value: 3n }),
      await payer().send({ to: other, value: 4n }),
      await payer().send({ to: other, value: 5n }),
    ]
    const round = await run()
    expect(round).toMatchObject({ rolledBack: 2, indexed: 3 })
    for (const hash of orphans) expect(await stored(hash)).toBe(false)
    for (const hash of replacements) expect(await stored(hash)).toBe(true)
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM history_transactions WHERE block_number > $1',
      [ancestor.toString()],
    )
    expect(rows[0]!.n).toBe(3)
    const storedHashes = await db.query<{ block_number: string; block_hash: string }>(
      'SELECT block_number::text, block_hash FROM history_blocks WHERE chain_id = $1 ORDER BY block_number DESC LIMIT 5',
      [chain.caipNetworkId],
    )
    for (const row of storedHashes) {
      expect((await client.getBlock({ blockNumber: BigInt(row.block_number) })).hash.toLowerCase()).toBe(
        row.block_hash,
      )
    }
  })

  it('follows anvil_reorg: the orphaned blocks go, the replacement transactions come', async () => {
    const orphan = await payer().send({ to: payee, value: 6n })
    await run()
    const replacement = await devnetSender(client, 5).wallet.prepareTransactionRequest({
      to: other,
      value: 7n,
      chain: client.chain,
    } as never)
    const signed = await devnetSender(client, 5).wallet.signTransaction(replacement as never)
    await client.request({ method: 'anvil_reorg', params: [2, [[signed, 0]]] } as never)
    const round = await run()
    expect(round.rolledBack).toBe(2)
    expect(await stored(orphan)).toBe(false)
    const head = await client.getBlock({ blockTag: 'latest', includeTransactions: true })
    const mined = (await client.getBlock({ blockNumber: head.number - 1n, includeTransactions: true }))
      .transactions
    const all = [...mined, ...head.transactions].map((tx) => tx.hash)
    expect(all.length).toBe(1)
    expect(await stored(all[0]!)).toBe(true)
    expect((await cursor())!.hash).toBe(head.hash.toLowerCase())
  })

  it('re-indexes from the start block when the reorg is deeper than the kept hashes', async () => {
    const snapshot = await client.request({ method: 'evm_snapshot' } as never)
    for (let i = 0; i < 4; i++) await payer().send({ to: payee, value: 8n })
    await run({ hashWindow: 2 })
    await client.request({ method: 'evm_revert', params: [snapshot] } as never)
    await payer().send({ to: other, value: 9n })
    const round = await run({ hashWindow: 2 })
    expect(round.indexed).toBe(Number(round.head) + 1)
    expect(await cursor()).toMatchObject({ last: round.head.toString() })
  })

  it('starts at the configured start block when the chain has no checkpoint', async () => {
    await db.query('DELETE FROM history_transactions')
    await db.query('DELETE FROM history_cursors')
    await db.query('DELETE FROM history_blocks')
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const round = await run({ chain: { ...chain, indexer: { startBlock: Number(head) - 1 } } })
    expect(round.indexed).toBe(2)
    const [min] = await db.query<{ min: string }>(
      'SELECT min(block_number)::text AS min FROM history_transactions',
    )
    expect(BigInt(min!.min)).toBeGreaterThanOrEqual(head - 1n)
    expect(() => indexerStartBlock({ ...chain, indexer: { startBlock: -1 } })).toThrow(
      'chains["eip155:31337"].indexer.startBlock must be a whole block number ≥ 0, got -1',
    )
  })

  it('follows new blocks while the polling loop runs, holding the lease, and gives it up when stopped', async () => {
    const rounds: bigint[] = []
    const indexer = startHistoryIndexer({
      db,
      chains: [chain],
      clients: new Map([[chain.caipNetworkId, client]]),
      intervalMs: 50,
      onRound: (_, round) => round && rounds.push(round.head),
    })
    const hash = await payer().send({ to: payee, value: 10n })
    const receipt = await client.getTransactionReceipt({ hash })
    await expect.poll(() => stored(hash), { timeout: 10_000 }).toBe(true)
    const [lease] = await db.query<{ holder: string; head_block: string }>(
      'SELECT holder, head_block::text FROM indexer_leases',
    )
    expect(lease!.holder).toBe(indexer.holder)
    await indexer.stop()
    expect(rounds.some((head) => head >= receipt.blockNumber)).toBe(true)
    const roundsAtStop = rounds.length
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(rounds.length).toBe(roundsAtStop)
    expect(await db.query('SELECT 1 FROM indexer_leases')).toEqual([])
  })
})
