import type { Queryable } from '../db/database.ts'
import type { NftStandard } from './nftHolding.ts'
import type { NftMetadataSource } from './nftMetadataSource.ts'
import { nftSpamReason } from './nftSpamReason.ts'
import { readNftHoldings } from './readNftHoldings.ts'

/** One NFT of `GET /v1/account/{address}/nfts`. */
export interface AccountNft {
  /** CAIP-2 id of the chain. */
  chain: string
  /** The collection contract, lower-case. */
  contract: string
  /** Decimal token id. */
  tokenId: string
  standard: NftStandard
  /** Decimal count held: "1" for ERC-721. */
  amount: string
  /** From the metadata; null when it cannot be read. */
  name: string | null
  description: string | null
  /** This API's `/v1/nft-image/…` URL for the image; null when the metadata names none. */
  image: string | null
  /** The collection contract's `name()`, when it answers one. */
  collectionName: string | null
  isSpam: boolean
  /** Why it is flagged as spam (see nftSpamReason.ts), when it is. */
  spamReason: string | null
}

/** The body of `GET /v1/account/{address}/nfts`. */
export interface AccountNftsResponse {
  data: AccountNft[]
  /** Pass as `cursor` for the next page; null on the last. */
  next: string | null
}

/** Parameters of {@link listAccountNfts}. */
export interface ListAccountNftsParameters {
  address: string
  chainIds: readonly string[]
  cursor?: string | undefined
  limit: number
  /** Builds the image URL of a token (the route adds this API's base URL and the project id). */
  imageUrl: (token: { chain: string; contract: string; tokenId: string }) => string
}

// Metadata reads per page at once: enough for a page in a few round trips, few enough for a slow host.
const CONCURRENCY = 8

async function mapLimited<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await map(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * One page of an account's NFTs: holdings from the indexed transfers, each with its metadata's name,
 * description and image (as an API URL), its collection's name and a spam flag. A token whose metadata cannot
 * be read still lists, without name and image.
 *
 * @throws {InvalidNftCursorError} for a cursor this API did not hand out.
 *
 * @example
 * const { data, next } = await listAccountNfts(db, source, { address, chainIds, limit: 50, imageUrl })
 */
export async function listAccountNfts(
  db: Queryable,
  source: NftMetadataSource,
  { address, chainIds, cursor, limit, imageUrl }: ListAccountNftsParameters,
): Promise<AccountNftsResponse> {
  const { holdings, next } = await readNftHoldings(db, { address, chainIds, cursor, limit })
  const data = await mapLimited(holdings, CONCURRENCY, async (holding): Promise<AccountNft> => {
    const [{ metadata }, collectionName] = await Promise.all([
      source.metadata(holding),
      source.collectionName(holding.chainId, holding.contract),
    ])
    const token = { chain: holding.chainId, contract: holding.contract, tokenId: holding.tokenId.toString() }
    const spamReason = nftSpamReason({
      name: metadata?.name ?? holding.indexedName,
      description: metadata?.description ?? null,
      collectionName,
      indexedSpam: holding.indexedSpam,
    })
    return {
      ...token,
      standard: holding.standard,
      amount: holding.amount.toString(),
      name: metadata?.name ?? null,
      description: metadata?.description ?? null,
      image: metadata?.image ? imageUrl(token) : null,
      collectionName,
      isSpam: spamReason !== null,
      spamReason,
    }
  })
  return { data, next }
}
