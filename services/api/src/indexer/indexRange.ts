import type { PublicClient } from 'viem'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { readPoolPrices } from '../prices/readPoolPrices.ts'
import type { BlockActivity } from './indexedRows.ts'
import { readBlockActivity, type NftInfo, type TokenInfo } from './readBlockActivity.ts'
import { writeBlockActivity } from './writeBlockActivity.ts'

/** The chain changed under the indexer: a block does not follow the one before it. */
export class ChainReorganizedError extends Error {
  override name = 'ChainReorganizedError'
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
  expectedParentHash?: string
  nfts: readonly NftInfo[]
  tokenInfo?: Map<string, Promise<TokenInfo>>
}

async function priceTransfers(parameters: IndexRangeParameters, activities: BlockActivity[]) {
  const { client, chain } = parameters
  const fungible = activities.flatMap((a) => a.transfers).filter((t) => t.kind !== 'erc721')
  if (fungible.length === 0 || !chain.pricing) return
  const pricing = chain.pricing
  // Prices as of indexing, which follows the head within a poll; a backfill gets today's prices.
  const prices = await readPoolPrices(client, pricing, chain.tokens).catch(() => new Map<string, number>())
  for (const transfer of fungible) {
    const token = transfer.tokenAddress ?? pricing.wrappedNative.toLowerCase()
    transfer.priceUsd = prices.get(token) ?? 0
  }
}

/**
 * Indexes blocks `from..to` of one chain: reads them, checks that each follows the one before, and stores
 * their transactions and transfers with the chain's cursor in one database transaction, so a failure leaves
 * nothing half-written. Re-indexing a block replaces its rows (no duplicates).
 *
 * @example
 * await indexRange({ db, client, chain, from: 0n, to: 20n, nfts: devnetNfts })
 */
export async function indexRange(parameters: IndexRangeParameters): Promise<BlockActivity[]> {
  const { db, client, chain, from, to, nfts } = parameters
  const tokenInfo = parameters.tokenInfo ?? new Map()
  const activities: BlockActivity[] = []
  for (let blockNumber = from; blockNumber <= to; blockNumber++) {
    activities.push(await readBlockActivity({ client, chain, blockNumber, nfts, tokenInfo }))
  }
  let parentHash = parameters.expectedParentHash
  for (const { block } of activities) {
    if (parentHash !== undefined && block.parentHash !== parentHash.toLowerCase()) {
      throw new ChainReorganizedError(
        `${chain.caipNetworkId} block ${block.number} does not follow the block indexed before it`,
      )
    }
    parentHash = block.hash
  }
  await priceTransfers(parameters, activities)
  await db.transaction((tx) => writeBlockActivity(tx, chain.caipNetworkId, activities))
  return activities
}
