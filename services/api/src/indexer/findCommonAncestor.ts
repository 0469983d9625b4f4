import type { PublicClient } from 'viem'
import type { Queryable } from '../db/database.ts'
import type { IndexedBlock } from './indexedRows.ts'

/** Parameters of {@link findCommonAncestor}. */
export interface FindCommonAncestorParameters {
  db: Queryable
  client: PublicClient
  chainId: string
  /** The highest block that may still be shared (the chain's head, or the block below a mismatching one). */
  atOrBelow: bigint
}

/**
 * Walks the stored block hashes down from `atOrBelow` and returns the highest block whose hash the chain
 * still has: the common ancestor of the indexed branch and the chain's. Null when none of the stored hashes
 * matches (the reorg is deeper than the kept window, or the chain was reset).
 *
 * @example
 * const ancestor = await findCommonAncestor({ db, client, chainId: 'eip155:31337', atOrBelow: 57n })
 */
export async function findCommonAncestor({
  db,
  client,
  chainId,
  atOrBelow,
}: FindCommonAncestorParameters): Promise<Pick<IndexedBlock, 'number' | 'hash'> | null> {
  // Ordered by the bigint column, not by its text (where '99' > '103').
  const stored = await db.query<{ number: string; block_hash: string }>(
    `SELECT block_number::text AS number, block_hash FROM history_blocks
     WHERE chain_id = $1 AND block_number <= $2 ORDER BY history_blocks.block_number DESC`,
    [chainId, atOrBelow.toString()],
  )
  for (const row of stored) {
    const number = BigInt(row.number)
    const onChain = await client.getBlock({ blockNumber: number })
    if (onChain.hash.toLowerCase() === row.block_hash) return { number, hash: row.block_hash }
  }
  return null
}
