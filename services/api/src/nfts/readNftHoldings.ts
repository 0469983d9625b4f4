import type { Queryable } from '../db/database.ts'
import { decodeNftCursor, encodeNftCursor } from './nftCursor.ts'
import type { NftHolding, NftStandard } from './nftHolding.ts'

/** Parameters of {@link readNftHoldings}. */
export interface ReadNftHoldingsParameters {
  address: string
  /** CAIP-2 ids of the chains to list. */
  chainIds: readonly string[]
  /** The previous page's `next`; a malformed one throws `InvalidNftCursorError`. */
  cursor?: string | undefined
  /** Tokens per page. */
  limit: number
}

/** What {@link readNftHoldings} answers: a page of holdings and the cursor of the next, if any. */
export interface ReadNftHoldingsReturnType {
  holdings: NftHolding[]
  next: string | null
}

interface Row {
  chain_id: string
  token_address: string
  token_id: string
  kind: NftStandard
  amount: string
  token_name: string | null
  is_spam: boolean
}

// The newest of a token's transfers that touch the account decides: for ERC-721, whoever received it last
// still holds it unless a later transfer (which must come from the account) moved it on.
const LATEST = 'ORDER BY t.block_number DESC, x.log_index DESC, x.batch_index DESC'

/**
 * One page of the NFTs an account holds, from the indexed transfers: an ERC-721 token whose newest transfer
 * touching the account was to it, an ERC-1155 id whose received minus sent amount is above 0. Ordered by
 * chain, contract and token id, paged by an opaque cursor.
 *
 * @example
 * const { holdings, next } = await readNftHoldings(db, { address: '0x7099…', chainIds: ['eip155:31337'], limit: 50 })
 */
export async function readNftHoldings(
  db: Queryable,
  { address, chainIds, cursor, limit }: ReadNftHoldingsParameters,
): Promise<ReadNftHoldingsReturnType> {
  const after = cursor === undefined ? undefined : decodeNftCursor(cursor)
  const params: unknown[] = [address.toLowerCase(), [...chainIds], limit + 1]
  let where = ''
  if (after) {
    const [a, b, c, d] = [after.chainId, after.contract, after.tokenId.toString(), after.standard].map(
      (value) => `$${params.push(value)}`,
    )
    where = `AND (chain_id, token_address, token_id, kind) > (${a}::text, ${b}::text, ${c}::numeric, ${d}::text)`
  }
  const rows = await db.query<Row>(
    `WITH held AS (
       SELECT x.chain_id, x.token_address, x.token_id, x.kind,
              CASE WHEN x.kind = 'erc721'
                THEN CASE WHEN (array_agg(x.to_address ${LATEST}))[1] = $1 THEN 1 ELSE 0 END
                ELSE SUM(CASE WHEN x.to_address = $1 THEN x.amount ELSE 0 END)
                   - SUM(CASE WHEN x.from_address = $1 THEN x.amount ELSE 0 END)
              END AS amount,
              (array_agg(x.token_name ${LATEST}))[1] AS token_name,
              bool_or(x.is_spam) AS is_spam
       FROM history_transfers x
       JOIN history_transactions t ON t.chain_id = x.chain_id AND t.hash = x.tx_hash
       WHERE x.kind IN ('erc721', 'erc1155') AND (x.from_address = $1 OR x.to_address = $1)
         AND x.chain_id = ANY($2::text[]) AND x.token_address IS NOT NULL AND x.token_id IS NOT NULL
       GROUP BY x.chain_id, x.token_address, x.token_id, x.kind
     )
     SELECT chain_id, token_address, token_id::text AS token_id, kind, amount::text AS amount, token_name, is_spam
     FROM held WHERE amount > 0 ${where}
     ORDER BY chain_id, token_address, token_id, kind
     LIMIT $3`,
    params,
  )
  const holdings = rows.slice(0, limit).map((row): NftHolding => ({
    chainId: row.chain_id,
    contract: row.token_address,
    tokenId: BigInt(row.token_id),
    standard: row.kind,
    amount: BigInt(row.amount),
    indexedName: row.token_name,
    indexedSpam: row.is_spam,
  }))
  const last = holdings.at(-1)
  const next =
    rows.length > limit && last
      ? encodeNftCursor({
          chainId: last.chainId,
          contract: last.contract,
          tokenId: last.tokenId,
          standard: last.standard,
        })
      : null
  return { holdings, next }
}
