import type { PublicClient } from 'viem'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { readUsdPrices } from '../prices/readUsdPrices.ts'
import { NATIVE_TOKEN_ADDRESS } from '../swaps/swapChain.ts'
import type { BlockActivity } from './indexedRows.ts'
import type { IndexerLease } from './indexerLease.ts'
import { readBlockActivity, type ChainCapabilities } from './readBlockActivity.ts'
import type { TokenMetadataReader } from './readTokenMetadata.ts'
import { writeBlockActivity } from './writeBlockActivity.ts'

/** The chain changed under the indexer: a block does not follow the one before it. */
export class ChainReorganizedError extends Error {
  override name = 'ChainReorganizedError'
  constructor(
    message: string,
    /** The first block that does not follow the one before it. */
    readonly blockNumber: bigint,
  ) {
    super(message)
  }
}

/** Parameters of {@link indexRange}. */
export interface IndexRangeParameters {
  db: Database
  client: PublicClient
  chain: ApiChain
  /** First and last block to index, inclusive. */
  from: bigint
  to: bigint
  /** Hash the block before `from` must have (the stored cursor's); checked unless omitted. */
  expectedParentHash?: string | undefined
  metadata: TokenMetadataReader
  capabilities: ChainCapabilities
  lease?: IndexerLease | undefined
  /** Blocks read at once; default 8. */
  concurrency?: number
  hashWindow?: number | undefined
}

async function priceTransfers(parameters: IndexRangeParameters, activities: BlockActivity[]) {
  const { client, chain } = parameters
  const fungible = activities
    .flatMap((a) => a.transfers)
    .filter((t) => ['native', 'internal', 'erc20'].includes(t.kind))
  if (fungible.length === 0 || chain.priceSources.length === 0) return
  // Prices as of indexing, which follows the head within a poll; a backfill gets today's prices. A price
  // source that cannot be read leaves the transfers unpriced (0) rather than stopping the index; it is logged.
  const prices = await readUsdPrices({ client, chain, tokens: chain.tokens }).catch((error: unknown) => {
    console.warn(
      `[indexer] ${chain.caipNetworkId}: transfers stored without USD prices: ${(error as Error).message}`,
    )
    return new Map<string, number>()
  })
  for (const transfer of fungible) {
    transfer.priceUsd = prices.get(transfer.tokenAddress ?? NATIVE_TOKEN_ADDRESS) ?? 0
  }
}

async function readBlocks(parameters: IndexRangeParameters): Promise<BlockActivity[]> {
  const { from, to, concurrency = 8 } = parameters
  const activities: BlockActivity[] = new Array(Number(to - from + 1n))
  let next = 0
  const worker = async () => {
    while (next < activities.length) {
      const i = next++
      activities[i] = await readBlockActivity({ ...parameters, blockNumber: from + BigInt(i) })
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, activities.length) }, worker))
  return activities
}

/**
 * Indexes blocks `from..to` of one chain: reads them (several at once), checks that each follows the one
 * before, and stores their transactions, transfers and hashes with the chain's cursor in one database
 * transaction, so a failure leaves nothing half-written. Re-indexing a block replaces its rows.
 *
 * @throws ChainReorganizedError when a block's parent hash is not the hash before it (nothing is written).
 * @throws IndexerLeaseLostError when `lease` is given and another process took the chain (nothing is written).
 * @example
 * await indexRange({ db, client, chain, from: 0n, to: 20n, metadata, capabilities: {} })
 */
export async function indexRange(parameters: IndexRangeParameters): Promise<BlockActivity[]> {
  const { db, chain, lease, hashWindow } = parameters
  const activities = await readBlocks(parameters)
  let parentHash = parameters.expectedParentHash?.toLowerCase()
  for (const { block } of activities) {
    if (parentHash !== undefined && block.parentHash !== parentHash) {
      throw new ChainReorganizedError(
        `${chain.caipNetworkId} block ${block.number} does not follow the block indexed before it`,
        block.number,
      )
    }
    parentHash = block.hash
  }
  await priceTransfers(parameters, activities)
  await db.transaction((tx) => writeBlockActivity(tx, chain.caipNetworkId, activities, { lease, hashWindow }))
  return activities
}
