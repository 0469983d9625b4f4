import type { Queryable } from '../db/database.ts'

/** Thrown inside a write when this process no longer holds the chain's lease: the write is rolled back. */
export class IndexerLeaseLostError extends Error {
  override name = 'IndexerLeaseLostError'
}

/** Who asks for a chain's lease and for how long it holds once granted or renewed. */
export interface IndexerLease {
  /** CAIP-2 id of the chain. */
  chainId: string
  /** This process's name for itself, e.g. `api-7f3c@host:pid`; unique per running indexer. */
  holder: string
  /** How long the lease lasts after each renewal, ms; another process may take the chain once it passes. */
  ttlMs: number
}

/**
 * Takes or renews the chain's lease: granted when nobody holds it, when this holder already does, or when the
 * holder's time ran out (a killed or hung process). One statement, so two processes asking together cannot
 * both win. Returns whether this holder now writes the chain.
 *
 * @example
 * if (await acquireIndexerLease(db, { chainId: 'eip155:1', holder: 'api-1', ttlMs: 15_000 })) await indexOnce(…)
 */
export async function acquireIndexerLease(
  db: Queryable,
  { chainId, holder, ttlMs }: IndexerLease,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO indexer_leases (chain_id, holder, expires_at)
     VALUES ($1, $2, clock_timestamp() + $3::int * interval '1 millisecond')
     ON CONFLICT (chain_id) DO UPDATE
       SET holder = EXCLUDED.holder,
           expires_at = EXCLUDED.expires_at,
           acquired_at = CASE WHEN indexer_leases.holder = EXCLUDED.holder THEN indexer_leases.acquired_at ELSE now() END
       WHERE indexer_leases.holder = EXCLUDED.holder OR indexer_leases.expires_at < clock_timestamp()
     RETURNING holder`,
    [chainId, holder, Math.round(ttlMs)],
  )
  return rows.length === 1
}

/**
 * Inside a write transaction: checks that this holder still holds the lease and extends it, locking the lease
 * row until the transaction ends, so a process taking the chain over waits for this write and then sees it.
 *
 * @throws IndexerLeaseLostError when the lease has passed to another process or expired.
 * @example
 * await db.transaction(async (tx) => { await fenceIndexerLease(tx, lease); … })
 */
export async function fenceIndexerLease(
  tx: Queryable,
  { chainId, holder, ttlMs }: IndexerLease,
): Promise<void> {
  const rows = await tx.query(
    `UPDATE indexer_leases SET expires_at = clock_timestamp() + $3::int * interval '1 millisecond'
     WHERE chain_id = $1 AND holder = $2 AND expires_at > clock_timestamp()
     RETURNING 1`,
    [chainId, holder, Math.round(ttlMs)],
  )
  if (rows.length !== 1) {
    throw new IndexerLeaseLostError(
      `${holder} no longer holds the indexer lease of ${chainId}; another process writes it`,
    )
  }
}

/**
 * Gives the chain up at a clean stop, so that another process takes it on its next round instead of after
 * the lease's time.
 *
 * @example
 * await releaseIndexerLease(db, lease)
 */
export async function releaseIndexerLease(db: Queryable, { chainId, holder }: IndexerLease): Promise<void> {
  await db.query('DELETE FROM indexer_leases WHERE chain_id = $1 AND holder = $2', [chainId, holder])
}

/**
 * Records the chain's head as the lease holder saw it, for `/health`'s lag.
 *
 * @example
 * await recordChainHead(db, lease, 1234n)
 */
export async function recordChainHead(
  db: Queryable,
  { chainId, holder }: IndexerLease,
  head: bigint,
): Promise<void> {
  await db.query(
    'UPDATE indexer_leases SET head_block = $3, head_seen_at = now() WHERE chain_id = $1 AND holder = $2',
    [chainId, holder, head.toString()],
  )
}
