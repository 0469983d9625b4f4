import { parseAbi, type Address, type PublicClient } from 'viem'
import { isContractRevert } from '../chains/isContractRevert.ts'
import { fetchGuarded, GuardedFetchError } from './fetchGuarded.ts'
import { erc1155Uri, nftContentLocation } from './nftContentUrl.ts'
import type { NftStandard } from './nftHolding.ts'

/** An NFT's display metadata (ERC-721 / ERC-1155 metadata JSON), trimmed to what the API serves. */
export interface NftMetadata {
  name: string | null
  description: string | null
  /** The image URI as the metadata writes it (`data:`, `ipfs:`, `https:`); null when it has none. */
  image: string | null
}

/** Metadata that cannot be read or used; the token still lists, without name and image. */
export class NftMetadataError extends Error {
  override name = 'NftMetadataError'
}

/** §-less limits of issue 16: metadata JSON up to 256 KB, fetched within 5 s. */
export const NFT_METADATA_LIMITS = { maxBytes: 256 * 1024, timeoutMs: 5_000 } as const

const abi = parseAbi([
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

/** Parameters of {@link readNftMetadata}. */
export interface ReadNftMetadataParameters {
  client: PublicClient
  standard: NftStandard
  contract: string
  tokenId: bigint
  /** Base URL that `ipfs://` URIs are read through. */
  ipfsGateway?: string | undefined
  /** The chain is configured `local: true`: its metadata may live on private addresses. */
  allowPrivate: boolean
  /** Default {@link NFT_METADATA_LIMITS}. */
  limits?: { maxBytes: number; timeoutMs: number }
}

async function readTokenUri({ client, standard, contract, tokenId }: ReadNftMetadataParameters) {
  const functionName = standard === 'erc721' ? 'tokenURI' : 'uri'
  try {
    const uri = await client.readContract({
      address: contract as Address,
      abi,
      functionName,
      args: [tokenId],
    })
    return standard === 'erc1155' ? erc1155Uri(uri, tokenId) : uri
  } catch (error) {
    // A revert is the contract's answer (kept); a node fault throws on, so it is retried rather than kept.
    if (isContractRevert(error))
      throw new NftMetadataError(`${functionName}(${tokenId}) reverted`, { cause: error })
    throw error
  }
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null

function metadataOf(json: unknown): NftMetadata {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new NftMetadataError('the metadata is not a JSON object')
  }
  const fields = json as Record<string, unknown>
  const svg = text(fields.image_data, NFT_METADATA_LIMITS.maxBytes)
  const image =
    text(fields.image, 8_192) ??
    text(fields.image_url, 8_192) ??
    (svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null)
  return { name: text(fields.name, 200), description: text(fields.description, 2_000), image }
}

/**
 * Reads an NFT's metadata: `tokenURI(id)` (ERC-721) or `uri(id)` with `{id}` filled in (ERC-1155), then the
 * JSON it points at — inline `data:` (base64 or percent-encoded), `ipfs://` through the gateway, or `http(s):`
 * through {@link fetchGuarded} — within the size and time limits.
 *
 * @throws {NftMetadataError} when the contract or the metadata gives nothing usable (kept, and logged once).
 * @throws the client's error when the node fails (not kept: the next request tries again).
 *
 * @example
 * await readNftMetadata({ client, standard: 'erc721', contract: '0xe7f1…', tokenId: 2n, allowPrivate: true })
 * // { name: 'Pal #2', description: 'Collects block hashes for fun.', image: 'data:image/svg+xml;base64,…' }
 */
export async function readNftMetadata(parameters: ReadNftMetadataParameters): Promise<NftMetadata> {
  const { ipfsGateway, allowPrivate, limits = NFT_METADATA_LIMITS } = parameters
  const uri = await readTokenUri(parameters)
  const location = nftContentLocation(uri, ipfsGateway)
  if (!location) {
    throw new NftMetadataError(`unsupported token URI: ${JSON.stringify(uri.slice(0, 60))}`)
  }
  let body: Buffer
  if (location.type === 'data') {
    body = location.data.body
    if (body.length > limits.maxBytes) {
      throw new NftMetadataError(`inline metadata is larger than ${limits.maxBytes} bytes`)
    }
  } else {
    try {
      body = (await fetchGuarded(location.url, { allowPrivate, ...limits, accept: 'application/json' })).body
    } catch (error) {
      if (error instanceof GuardedFetchError) {
        throw new NftMetadataError(`metadata fetch failed (${error.reason}): ${error.message}`, {
          cause: error,
        })
      }
      throw error
    }
  }
  try {
    return metadataOf(JSON.parse(body.toString('utf8')))
  } catch (error) {
    if (error instanceof NftMetadataError) throw error
    throw new NftMetadataError('the metadata is not valid JSON', { cause: error })
  }
}
