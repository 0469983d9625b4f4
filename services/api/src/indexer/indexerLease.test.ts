import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erc20Abi, parseUnits, type PublicClient } from 'viem'
import { devnetAccounts, devnetContracts, startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetApiChain } from '../../testing/devnetApiConfig.ts'
import { createFreshPostgresUrl } from '../../testing/freshPostgresUrl.ts'
import { devnetSender } from '../../testing/indexerFixtures.ts'
import { createChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { openPostgres } from '../db/openPostgres.ts'
import { bothTestDatabases } from '../db/testDatabases.ts'
import { TRANSFER_TOPICS } from './decodeTransferLog.ts'
import {
  acquireIndexerLease,
  fenceIndexerLease,
  IndexerLeaseLostError,
  releaseIndexerLease,
} from './indexerLease.ts'
import { startHistoryIndexer } from './startHistoryIndexer.ts'

describe.each(bothTestDatabases)('indexer leases on $kind', ({ open }) => {
  let db: Database
  const lease = (holder: string, ttlMs = 60_000) => ({ chainId: 'eip155:1', holder, ttlMs })
  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('grants one holder at a time, renews it, and hands over once it expires or is released', async () => {
    expect(await acquireIndexerLease(db, lease('a'))).toBe(true)
    expect(await acquireIndexerLease(db, lease('b'))).toBe(false)
    expect(await acquireIndexerLease(db, lease('a', 1))).toBe(true) // renewed, to expire in 1 ms
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await acquireIndexerLease(db, lease('b'))).toBe(true)
    expect(await acquireIndexerLease(db, lease('a'))).toBe(false)
    await releaseIndexerLease(db, lease('b'))
    expect(await acquireIndexerLease(db, lease('a'))).toBe(true)
  })

  it('rolls back a write made by a process that lost the lease', async () => {
    await db.execute('CREATE TABLE lease_probe (v int)')
    const write = (holder: string) =>
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO lease_probe VALUES (1)')
        await fenceIndexerLease(tx, lease(holder))
      })
    await expect(write('b')).rejects.toThrow(IndexerLeaseLostError)
    await expect(write('b')).rejects.toThrow('b no longer holds the indexer lease of eip155:1')
    await write('a')
    expect(await db.query('SELECT v FROM lease_probe')).toEqual([{ v: 1 }])
  })
})

describe('two indexers on one PostgreSQL database', () => {
  let devnet: RunningDevnet
  let chain: ApiChain
  let client: PublicClient
  let database: { url: string; drop(): Promise<void> }
  let db: Database
  let child: ChildProcess | undefined

  beforeAll(async () => {
    devnet = await startDevnet({ chainId: 31337, port: 0 })
    chain = devnetApiChain(31337, devnet.rpcUrl)
    client = createChainClients([chain]).get(chain.caipNetworkId)!
    // A chain long enough that a writer taking 5 blocks per transaction is killed part-way: 150 blocks with an
    // ERC-20 transfer each, among 600 empty ones.
    const holder = devnetSender(client, 3)
    for (let i = 0; i < 150; i++) {
      if (i % 50 === 0) await client.request({ method: 'anvil_mine', params: ['0xc8'] } as never)
      const to = devnetAccounts[4 + (i % 5)]!.address
      await holder.write({ address: devnetContracts.usd, abi: erc20Abi }, 'transfer', [
        to,
        parseUnits('1', 6),
      ])
    }
    database = await createFreshPostgresUrl()
    db = openPostgres(database.url)
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    await db?.close()
    await database?.drop()
    await devnet?.stop()
  })

  const cursor = async () => {
    const rows = await db.query<{ last: string }>('SELECT last_block::text AS last FROM history_cursors')
    return rows[0] ? BigInt(rows[0].last) : -1n
  }

  it('the lease holder writes; killed mid-run, the other takes over with no gap and no duplicate row', async () => {
    const settings = {
      PORTICO_INDEXER_LEASE_MS: '1500',
      PORTICO_INDEXER_BATCH_SIZE: '5',
      PORTICO_INDEXER_INTERVAL_MS: '50',
    }
    const script = fileURLToPath(new URL('../../testing/runIndexerProcess.ts', import.meta.url))
    child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...settings, DATABASE_URL: database.url, PORTICO_TEST_RPC_URL: devnet.rpcUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const writer = await new Promise<string>((resolve, reject) => {
      child!.once('exit', (code) => reject(new Error(`the indexer process exited (${code}) before starting`)))
      createInterface({ input: child!.stdout! }).on('line', (line) => {
        if (line.startsWith('holder ')) resolve(line.slice('holder '.length))
      })
    })
    await expect.poll(cursor, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(50n)

    const passive: boolean[] = []
    const standby = startHistoryIndexer({
      db,
      chains: [chain],
      clients: new Map([[chain.caipNetworkId, client]]),
      env: settings,
      onRound: (_, round) => passive.push(round === undefined),
    })
    await expect.poll(() => passive.length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(passive.every(Boolean)).toBe(true) // the writer holds the lease: the standby writes nothing

    const head = await client.getBlockNumber({ cacheTime: 0 })
    child.kill('SIGKILL')
    await new Promise((resolve) => child!.once('exit', resolve))
    const atKill = await cursor()
    expect(atKill).toBeLessThan(head) // killed mid-run
    const [held] = await db.query<{ holder: string }>('SELECT holder FROM indexer_leases')
    expect(held!.holder).toBe(writer)

    // A bound, not a wait: the standby catches up ~600 blocks 5 at a time, which took over 30 s on a loaded 2-core machine.
    await expect.poll(cursor, { timeout: 120_000, interval: 50 }).toBe(head)
    await standby.stop()

    // Every transaction of every block once, and one transfer row per Transfer log (counted with eth_getLogs).
    let transactions = 0
    for (let n = 0n; n <= head; n++) transactions += await client.getBlockTransactionCount({ blockNumber: n })
    const [counts] = await db.query<{ txs: number; distinct: number; transfers: number }>(
      `SELECT (SELECT count(*)::int FROM history_transactions) AS txs,
              (SELECT count(DISTINCT hash)::int FROM history_transactions) AS distinct,
              (SELECT count(*)::int FROM history_transfers WHERE kind IN ('erc20', 'erc721')) AS transfers`,
    )
    const logs = await client.getLogs({ fromBlock: 0n, toBlock: head })
    expect(counts).toEqual({
      txs: transactions,
      distinct: transactions,
      transfers: logs.filter((log) => log.topics[0] === TRANSFER_TOPICS.transfer).length,
    })
  }, 240_000)
})
