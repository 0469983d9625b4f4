import type { Database } from '../db/database.ts'
import type { IndexedBlock } from './indexedRows.ts'
import { fenceIndexerLease, type IndexerLease } from './indexerLease.ts'

/** Parameters of {@link rollBackChain}. */
export interface RollBackChainParameters {
  chainId: string
  /** The last block both chains share; null drops the chain's whole history (a reorg deeper than the window). */
  ancestor: Pick<IndexedBlock, 'number' | 'hash'> | null
  lease?: IndexerLease | undefined
}

/**
 * Deletes everything indexed above the common ancestor (transactions with their transfers, block hashes) and
 * moves the cursor back to it, in one transaction: readers see the old branch or the rolled-back state, never
 * a mix.
 *
 * @throws IndexerLeaseLostError when `lease` is given and this process no longer holds it.
 * @example
 * await rollBackChain(db, { chainId: 'eip155:31337', ancestor: { number: 41n, hash: '0xab…' } })
 */
export async function rollBackChain(
  db: Database,
  { chainId, ancestor, lease }: RollBackChainParameters,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (lease) await fenceIndexerLease(tx, lease)
    const above = [chainId, (ancestor?.number ?? -1n).toString()]
    await tx.query('DELETE FROM history_transactions WHERE chain_id = $1 AND block_number > $2', above)
    await tx.query('DELETE FROM history_blocks WHERE chain_id = $1 AND block_number > $2', above)
    if (ancestor) {
      await tx.query(
        'UPDATE history_cursors SET last_block = $2, last_block_hash = $3, updated_at = now() WHERE chain_id = $1',
        [chainId, ancestor.number.toString(), ancestor.hash],
      )
    } else {
      await tx.query('DELETE FROM history_cursors WHERE chain_id = $1', [chainId])
    }
  })
}
