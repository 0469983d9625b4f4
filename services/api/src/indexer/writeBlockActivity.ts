import type { Queryable } from '../db/database.ts'
import type { BlockActivity } from './indexedRows.ts'
import { fenceIndexerLease, type IndexerLease } from './indexerLease.ts'
import { insertRows } from './insertRows.ts'

/** Options of {@link writeBlockActivity}. */
export interface WriteBlockActivityOptions {
  /** Checked and extended in the same transaction; absent when a single process indexes (tests, PGlite). */
  lease?: IndexerLease | undefined
  /** Block hashes kept for finding the common ancestor after a reorg; default 128. */
  hashWindow?: number
}

/** Default number of recent block hashes kept per chain: deeper than any reorg seen on a live chain. */
export const DEFAULT_HASH_WINDOW = 128

const TRANSACTION_COLUMNS = [
  'chain_id',
  'hash',
  'block_number',
  'tx_index',
  'mined_at',
  'from_address',
  'to_address',
  'nonce',
  'status',
  'call_kind',
] as const
const TRANSFER_COLUMNS = [
  'chain_id',
  'tx_hash',
  'log_index',
  'batch_index',
  'kind',
  'token_address',
  'token_id',
  'from_address',
  'to_address',
  'amount',
  'token_name',
  'token_symbol',
  'token_decimals',
  'price_usd',
  'nft_image',
  'is_spam',
] as const

/**
 * Stores blocks' history rows, their hashes, and moves the chain's cursor to the last of them, inside the
 * caller's transaction (after checking the lease, when given). Rows already stored for these blocks are
 * replaced, so writing a block twice changes nothing; hashes older than the window are dropped.
 *
 * @throws IndexerLeaseLostError when `lease` is given and this process no longer holds it.
 * @example
 * await db.transaction((tx) => writeBlockActivity(tx, 'eip155:31337', activities, { lease }))
 */
export async function writeBlockActivity(
  tx: Queryable,
  chainId: string,
  activities: readonly BlockActivity[],
  { lease, hashWindow = DEFAULT_HASH_WINDOW }: WriteBlockActivityOptions = {},
): Promise<void> {
  const last = activities.at(-1)
  if (!last) return
  if (lease) await fenceIndexerLease(tx, lease)
  const range = [chainId, activities[0]!.block.number.toString(), last.block.number.toString()]
  await tx.query(
    'DELETE FROM history_transactions WHERE chain_id = $1 AND block_number BETWEEN $2 AND $3',
    range,
  )
  await tx.query('DELETE FROM history_blocks WHERE chain_id = $1 AND block_number BETWEEN $2 AND $3', range)
  await insertRows(
    tx,
    'history_transactions',
    TRANSACTION_COLUMNS,
    activities.flatMap(({ transactions }) =>
      transactions.map((t) => [
        chainId,
        t.hash,
        t.blockNumber.toString(),
        t.txIndex,
        t.minedAt.toString(),
        t.from,
        t.to,
        t.nonce,
        t.status,
        t.callKind,
      ]),
    ),
  )
  await insertRows(
    tx,
    'history_transfers',
    TRANSFER_COLUMNS,
    activities.flatMap(({ transfers }) =>
      transfers.map((x) => [
        chainId,
        x.txHash,
        x.logIndex,
        x.batchIndex,
        x.kind,
        x.tokenAddress,
        x.tokenId?.toString() ?? null,
        x.from,
        x.to,
        x.amount.toString(),
        x.tokenName,
        x.tokenSymbol,
        x.tokenDecimals,
        x.priceUsd,
        x.nftImage,
        x.isSpam,
      ]),
    ),
  )
  await insertRows(
    tx,
    'history_blocks',
    ['chain_id', 'block_number', 'block_hash', 'parent_hash'],
    activities.map(({ block }) => [chainId, block.number.toString(), block.hash, block.parentHash]),
  )
  await tx.query('DELETE FROM history_blocks WHERE chain_id = $1 AND block_number <= $2', [
    chainId,
    (last.block.number - BigInt(hashWindow)).toString(),
  ])
  await tx.query(
    `INSERT INTO history_cursors (chain_id, last_block, last_block_hash) VALUES ($1, $2, $3)
     ON CONFLICT (chain_id) DO UPDATE
       SET last_block = EXCLUDED.last_block, last_block_hash = EXCLUDED.last_block_hash, updated_at = now()`,
    [chainId, last.block.number.toString(), last.block.hash],
  )
}
