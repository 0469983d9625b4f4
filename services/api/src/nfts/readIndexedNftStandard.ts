import type { Queryable } from '../db/database.ts'
import type { NftStandard } from './nftHolding.ts'

/**
 * The standard of a token the indexer has stored a transfer of, or null when it has none: the image route
 * serves only tokens found on chain, so it cannot be pointed at arbitrary contracts (or through them, URLs).
 *
 * @example
 * await readIndexedNftStandard(db, { chainId: 'eip155:31337', contract: '0xe7f1…', tokenId: 2n }) // 'erc721'
 */
export async function readIndexedNftStandard(
  db: Queryable,
  { chainId, contract, tokenId }: { chainId: string; contract: string; tokenId: bigint },
): Promise<NftStandard | null> {
  const [row] = await db.query<{ kind: NftStandard }>(
    `SELECT kind FROM history_transfers
     WHERE chain_id = $1 AND token_address = $2 AND token_id = $3::numeric AND kind IN ('erc721', 'erc1155')
     LIMIT 1`,
    [chainId, contract.toLowerCase(), tokenId.toString()],
  )
  return row?.kind ?? null
}
