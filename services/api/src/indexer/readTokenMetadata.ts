import { erc20Abi, parseAbi, type Address, type PublicClient } from 'viem'
import { nullWhenReverted } from '../chains/isContractRevert.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { parseJsonDataUri } from '../nfts/parseDataUri.ts'
import { isLikelySpamNft } from './isLikelySpamNft.ts'

/** Name, symbol and decimals of an ERC-20 token; null fields when the contract does not say. */
export interface TokenInfo {
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** An NFT's display facts as its contract states them. */
export interface NftInfo {
  /** The metadata's name, else `<collection name> #<id>`. */
  name: string
  /** The metadata's image URI; null when the metadata is not inline (ipfs:, https: are not fetched here). */
  image: string | null
  isSpam: boolean
}

/** Reads and remembers token metadata from one chain's contracts. */
export interface TokenMetadataReader {
  token(address: string): Promise<TokenInfo>
  nft(kind: 'erc721' | 'erc1155', address: string, tokenId: bigint): Promise<NftInfo>
}

const nftAbi = parseAbi([
  'function name() view returns (string)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

/** Remembers a read by key; a failed read is forgotten so that the next block tries again. */
function memo<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let entry = cache.get(key)
  if (!entry) {
    entry = read()
    cache.set(key, entry)
    entry.catch(() => cache.delete(key))
  }
  return entry
}

/**
 * Token metadata read from the chain: an ERC-20's name, symbol and decimals (a token in the chain's config
 * answers from there), an ERC-721's `tokenURI` and an ERC-1155's `uri` (with `{id}` filled in), decoded when
 * inline, with the collection's `name()` as the fallback and the spam heuristic applied. Each contract and
 * token is read once.
 *
 * @example
 * const metadata = createTokenMetadataReader(client, chain)
 * await metadata.token('0x5fbd…') // { name: 'Portico USD', symbol: 'PUSD', decimals: 6 }
 * await metadata.nft('erc721', '0xe7f1…', 2n) // { name: 'Pal #2', image: 'data:image/svg+xml;…', isSpam: false }
 */
export function createTokenMetadataReader(client: PublicClient, chain: ApiChain): TokenMetadataReader {
  const tokens = new Map<string, Promise<TokenInfo>>()
  const collections = new Map<string, Promise<string | null>>()
  const nfts = new Map<string, Promise<NftInfo>>()
  const read = <T>(address: string, functionName: 'name' | 'symbol' | 'decimals') =>
    nullWhenReverted(
      client.readContract({ address: address as Address, abi: erc20Abi, functionName }) as Promise<T>,
    )
  const collectionName = (address: string) => memo(collections, address, () => read<string>(address, 'name'))
  return {
    token(address) {
      return memo(tokens, address, async () => {
        const known = chain.tokens.find((t) => t.address.toLowerCase() === address)
        if (known) return { name: known.name, symbol: known.symbol, decimals: known.decimals }
        const [name, symbol, decimals] = await Promise.all([
          read<string>(address, 'name'),
          read<string>(address, 'symbol'),
          read<number>(address, 'decimals'),
        ])
        return { name, symbol, decimals }
      })
    },
    nft(kind, address, tokenId) {
      return memo(nfts, `${kind}:${address}:${tokenId}`, async () => {
        const uri = await nullWhenReverted(
          kind === 'erc721'
            ? client.readContract({
                address: address as Address,
                abi: nftAbi,
                functionName: 'tokenURI',
                args: [tokenId],
              })
            : client.readContract({
                address: address as Address,
                abi: nftAbi,
                functionName: 'uri',
                args: [tokenId],
              }),
        )
        // ERC-1155: clients replace {id} with the id as 64 lower-case hex digits.
        const filled =
          kind === 'erc1155' ? uri?.replaceAll('{id}', tokenId.toString(16).padStart(64, '0')) : uri
        const metadata = filled ? parseJsonDataUri(filled) : undefined
        const collection = await collectionName(address)
        const name =
          typeof metadata?.name === 'string' && metadata.name
            ? metadata.name
            : `${collection ?? ''} #${tokenId}`.trim()
        const description = typeof metadata?.description === 'string' ? metadata.description : undefined
        return {
          name,
          image: typeof metadata?.image === 'string' ? metadata.image : null,
          isSpam: isLikelySpamNft({ name, description }),
        }
      })
    },
  }
}
