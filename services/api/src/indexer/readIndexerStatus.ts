import type { Queryable } from '../db/database.ts'

/** One chain's indexer state as `/health?detail=indexer` reports it. */
export interface ChainIndexerStatus {
  /** CAIP-2 id. */
  chainId: string
  /** Last block stored; null before the first. */
  indexedBlock: number | null
  /** The head as the lease holder last saw it; null before its first round. */
  head: number | null
  /** Blocks the history is behind the head; null when either is unknown. */
  lag: number | null
  /** The process writing the chain; null when none holds a live lease. */
  leaseHolder: string | null
  /** ISO time the lease runs out unless renewed. */
  leaseExpiresAt: string | null
}

/**
 * Every configured chain's indexer state from the shared database, so any API process answers the same.
 *
 * @example
 * await readIndexerStatus(db, ['eip155:31337']) // [{ chainId: 'eip155:31337', indexedBlock: 120, head: 121, lag: 1, … }]
 */
export async function readIndexerStatus(
  db: Queryable,
  chainIds: readonly string[],
): Promise<ChainIndexerStatus[]> {
  const rows = await db.query<{
    chain_id: string
    last_block: string | null
    head_block: string | null
    holder: string | null
    expires_at: string | null
  }>(
    `SELECT c.id AS chain_id, h.last_block::text AS last_block, l.head_block::text AS head_block,
            CASE WHEN l.expires_at > now() THEN l.holder END AS holder,
            CASE WHEN l.expires_at > now() THEN to_char(l.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS expires_at
     FROM unnest($1::text[]) AS c(id)
     LEFT JOIN history_cursors h ON h.chain_id = c.id
     LEFT JOIN indexer_leases l ON l.chain_id = c.id`,
    [chainIds],
  )
  const byChain = new Map(rows.map((row) => [row.chain_id, row]))
  return chainIds.map((chainId) => {
    const row = byChain.get(chainId)
    const indexedBlock = row?.last_block == null ? null : Number(row.last_block)
    const head = row?.head_block == null ? null : Number(row.head_block)
    return {
      chainId,
      indexedBlock,
      head,
      lag: indexedBlock === null || head === null ? null : Math.max(0, head - indexedBlock),
      leaseHolder: row?.holder ?? null,
      leaseExpiresAt: row?.expires_at ?? null,
    }
  })
}
