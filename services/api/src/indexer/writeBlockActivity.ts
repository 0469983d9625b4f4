import type { Queryable } from '../db/database.ts'
import type { BlockActivity } from './indexedRows.ts'

/**
 * Stores blocks' history rows and moves the chain's cursor to the last of them, inside the caller's
 * transaction. Rows already stored for these blocks are replaced, so writing a block twice changes nothing.
 *
 * @example
 * await db.transaction((tx) => writeBlockActivity(tx, 'eip155:31337', activities))
 */
export async function writeBlockActivity(
  tx: Queryable,
  chainId: string,
  activities: readonly BlockActivity[],
): Promise<void> {
  const last = activities.at(-1)
  if (!last) return
  await tx.query('DELETE FROM history_transactions WHERE chain_id = $1 AND block_number BETWEEN $2 AND $3', [
    chainId,
    activities[0]!.block.number.toString(),
    last.block.number.toString(),
  ])
  for (const { transactions, transfers } of activities) {
    for (const t of transactions) {
      await tx.query(
        `INSERT INTO history_transactions
           (chain_id, hash, block_number, tx_index, mined_at, from_address, to_address, nonce, status,
            call_kind)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (chain_id, hash) DO NOTHING`,
        [
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
        ],
      )
    }
    for (const x of transfers) {
      await tx.query(
        `INSERT INTO history_transfers
           (chain_id, tx_hash, log_index, kind, token_address, token_id, from_address, to_address, amount,
            token_name, token_symbol, token_decimals, price_usd, nft_image, is_spam)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING`,
        [
          chainId,
          x.txHash,
          x.logIndex,
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
        ],
      )
    }
  }
  await tx.query(
    `INSERT INTO history_cursors (chain_id, last_block, last_block_hash) VALUES ($1, $2, $3)
     ON CONFLICT (chain_id) DO UPDATE
       SET last_block = EXCLUDED.last_block, last_block_hash = EXCLUDED.last_block_hash, updated_at = now()`,
    [chainId, last.block.number.toString(), last.block.hash],
  )
}
