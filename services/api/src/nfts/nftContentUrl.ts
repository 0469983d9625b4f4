import { parseDataUri, type DataUri } from './parseDataUri.ts'

/** Where an NFT's metadata or image is: inline in a `data:` URI, or at an http(s) URL to fetch. */
export type NftContentLocation = { type: 'data'; data: DataUri } | { type: 'http'; url: string }

/** The IPFS gateway used when the config names none. */
export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/'

/**
 * Where the content of a token URI or image URI is: `data:` decoded, `ipfs://<cid>/<path>` (or `ipfs://ipfs/…`)
 * through `ipfsGateway`, `http(s):` as is; undefined for anything else (ar:, relative paths, malformed).
 *
 * @example
 * nftContentLocation('ipfs://bafy…/1.json', 'https://ipfs.io/ipfs/') // { type: 'http', url: 'https://ipfs.io/ipfs/bafy…/1.json' }
 */
export function nftContentLocation(
  uri: string,
  ipfsGateway: string = DEFAULT_IPFS_GATEWAY,
): NftContentLocation | undefined {
  const trimmed = uri.trim()
  if (/^data:/i.test(trimmed)) {
    const data = parseDataUri(trimmed)
    return data && { type: 'data', data }
  }
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?([^?#]+)$/i.exec(trimmed)
  if (ipfs) {
    const base = ipfsGateway.endsWith('/') ? ipfsGateway : `${ipfsGateway}/`
    return { type: 'http', url: `${base}${ipfs[1]!.replace(/^\/+/, '')}` }
  }
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return { type: 'http', url: new URL(trimmed).toString() }
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * ERC-1155's `uri(id)` with `{id}` replaced by the id as 64 lower-case hex digits (EIP-1155 metadata rule).
 *
 * @example
 * erc1155Uri('https://x.example/{id}.json', 1n) // 'https://x.example/000…0001.json'
 */
export function erc1155Uri(uri: string, tokenId: bigint): string {
  return uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
}
