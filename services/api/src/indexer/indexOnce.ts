import type { PublicClient } from 'viem'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { indexRange } from './indexRange.ts'
import type { NftInfo, TokenInfo } from './readBlockActivity.ts'

/** Parameters of {@link indexOnce}. */
export interface IndexOnceParameters {
  db: Database
  client: PublicClient
  chain: ApiChain
  nfts: readonly NftInfo[]
  /** Blocks per database transaction; default 100. */
  batchSize?: number
  tokenInfo?: Map<string, Promise<TokenInfo>>
}

/** What one {@link indexOnce} round did. */
export interface IndexOnceReturnType {
  /** True when the stored history was dropped because the chain restarted or reorganised. */
  reset: boolean
  /** Blocks indexed this round (0 when already at the head). */
  indexed: number
  /** The chain's head when the round began. */
  head: bigint
}

/**
 * Brings one chain's history up to its head. When the stored last block is above the head, or the chain's
 * block at that height has another hash (a devnet restart, `anvil_reset`, `evm_revert`, or a reorg), the
 * chain's history is dropped and re-indexed from block 0: the devnet is small, and this is simpler and
 * safer than unwinding.
 *
 * @example
 * const { indexed } = await indexOnce({ db, client, chain, nfts: devnetNfts })
 */
export async function indexOnce(parameters: IndexOnceParameters): Promise<IndexOnceReturnType> {
  const { db, client, chain, batchSize = 100 } = parameters
  const tokenInfo = parameters.tokenInfo ?? new Map()
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const [cursor] = await db.query<{ last_block: string; last_block_hash: string }>(
    'SELECT last_block::text AS last_block, last_block_hash FROM history_cursors WHERE chain_id = $1',
    [chain.caipNetworkId],
  )
  let next = 0n
  let parentHash: string | undefined
  let reset = false
  if (cursor) {
    const last = BigInt(cursor.last_block)
    const stillThere =
      last <= head &&
      (await client.getBlock({ blockNumber: last })).hash.toLowerCase() === cursor.last_block_hash
    if (stillThere) {
      next = last + 1n
      parentHash = cursor.last_block_hash
    } else {
      reset = true
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM history_transactions WHERE chain_id = $1', [chain.caipNetworkId])
        await tx.query('DELETE FROM history_cursors WHERE chain_id = $1', [chain.caipNetworkId])
      })
    }
  }
  let indexed = 0
  while (next <= head) {
    const to = next + BigInt(batchSize) - 1n < head ? next + BigInt(batchSize) - 1n : head
    const activities = await indexRange({
      ...parameters,
      tokenInfo,
      from: next,
      to,
      expectedParentHash: parentHash,
    })
    parentHash = activities.at(-1)!.block.hash
    indexed += activities.length
    next = to + 1n
  }
  return { reset, indexed, head }
}
