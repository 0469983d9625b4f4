import type { PublicClient } from 'viem'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { findCommonAncestor } from './findCommonAncestor.ts'
import { indexerStartBlock, type IndexerChainOptions } from './indexerChainOptions.ts'
import type { IndexerLease } from './indexerLease.ts'
import { ChainReorganizedError, indexRange } from './indexRange.ts'
import type { ChainCapabilities } from './readBlockActivity.ts'
import { createTokenMetadataReader, type TokenMetadataReader } from './readTokenMetadata.ts'
import { rollBackChain } from './rollBackChain.ts'

// A chain that keeps reorganising while we read it is retried on the next round rather than chased forever.
const MAX_REORGS_PER_ROUND = 5

/** Parameters of {@link indexOnce}. */
export interface IndexOnceParameters {
  db: Database
  client: PublicClient
  chain: ApiChain & { indexer?: IndexerChainOptions | undefined }
  /** Blocks per database transaction; default 50. */
  batchSize?: number
  /** Blocks read at once; default 8. */
  concurrency?: number
  /** Block hashes kept for reorg detection; default 128. */
  hashWindow?: number
  /** Memo of token metadata, kept between rounds; default a new one. */
  metadata?: TokenMetadataReader
  /** What the node offers, learnt between rounds; default unknown. */
  capabilities?: ChainCapabilities
  /** Checked in every write when several processes may index the chain. */
  lease?: IndexerLease | undefined
  /** Told after every stored batch, for progress logs. */
  onBatch?: (batch: { last: bigint; blocks: number; transfers: number }) => void
}

/** What one {@link indexOnce} round did. */
export interface IndexOnceReturnType {
  /** Blocks removed because the chain reorganised (or restarted) under the stored ones; 0 normally. */
  rolledBack: number
  /** Blocks indexed this round (0 when already at the head). */
  indexed: number
  /** Transfers stored this round. */
  transfers: number
  /** The chain's head when the round began. */
  head: bigint
  /** The last block stored for the chain after the round; -1 when none is. */
  last: bigint
}

interface Position {
  next: bigint
  parentHash: string | undefined
}

/** Rolls the stored history back to the common ancestor at or below `atOrBelow`; returns where to go on. */
async function rollBack(parameters: IndexOnceParameters, last: bigint, atOrBelow: bigint) {
  const { db, client, chain, lease } = parameters
  const ancestor = await findCommonAncestor({ db, client, chainId: chain.caipNetworkId, atOrBelow })
  await rollBackChain(db, { chainId: chain.caipNetworkId, ancestor, lease })
  const next = ancestor ? ancestor.number + 1n : indexerStartBlock(chain)
  return { position: { next, parentHash: ancestor?.hash }, removed: Number(last - next + 1n) }
}

/** Where the stored history ends, after rolling back what the chain no longer has. */
async function resume(parameters: IndexOnceParameters, head: bigint) {
  const { db, client, chain } = parameters
  const [cursor] = await db.query<{ last_block: string; last_block_hash: string }>(
    'SELECT last_block::text AS last_block, last_block_hash FROM history_cursors WHERE chain_id = $1',
    [chain.caipNetworkId],
  )
  if (!cursor) return { position: { next: indexerStartBlock(chain), parentHash: undefined }, removed: 0 }
  const last = BigInt(cursor.last_block)
  const stillThere =
    last <= head &&
    (await client.getBlock({ blockNumber: last })).hash.toLowerCase() === cursor.last_block_hash
  if (stillThere) return { position: { next: last + 1n, parentHash: cursor.last_block_hash }, removed: 0 }
  return rollBack(parameters, last, last < head ? last : head)
}

/**
 * Brings one chain's history up to its head, from its checkpoint (or the configured start block). Before
 * storing blocks it checks that the first one's parent is the last stored block; when the chain has
 * reorganised (or restarted below the stored block) it walks back through the stored hashes to the common
 * ancestor, deletes everything above it in one transaction, and indexes the new branch from there.
 *
 * @throws IndexerLeaseLostError when `lease` is given and another process took the chain.
 * @example
 * const { indexed, rolledBack } = await indexOnce({ db, client, chain })
 */
export async function indexOnce(parameters: IndexOnceParameters): Promise<IndexOnceReturnType> {
  const { client, chain, batchSize = 50, onBatch } = parameters
  const metadata = parameters.metadata ?? createTokenMetadataReader(client, chain)
  const capabilities = parameters.capabilities ?? {}
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const resumed = await resume(parameters, head)
  let position: Position = resumed.position
  let rolledBack = resumed.removed
  let indexed = 0
  let transfers = 0
  let reorgs = 0
  while (position.next <= head) {
    const to = position.next + BigInt(batchSize) - 1n < head ? position.next + BigInt(batchSize) - 1n : head
    try {
      const activities = await indexRange({
        ...parameters,
        metadata,
        capabilities,
        from: position.next,
        to,
        expectedParentHash: position.parentHash,
      })
      const stored = activities.reduce((sum, a) => sum + a.transfers.length, 0)
      indexed += activities.length
      transfers += stored
      position = { next: to + 1n, parentHash: activities.at(-1)!.block.hash }
      onBatch?.({ last: to, blocks: activities.length, transfers: stored })
    } catch (error) {
      if (!(error instanceof ChainReorganizedError) || ++reorgs > MAX_REORGS_PER_ROUND) throw error
      // Only a mismatch with the stored block needs a rollback; one inside the batch means the chain moved
      // while we read it, and reading the batch again is enough.
      if (error.blockNumber === position.next) {
        const back = await rollBack(parameters, position.next - 1n, position.next - 1n)
        position = back.position
        rolledBack += back.removed
      }
    }
  }
  return { rolledBack, indexed, transfers, head, last: position.next - 1n }
}
