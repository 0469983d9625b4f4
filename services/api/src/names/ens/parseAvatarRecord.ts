import { getAddress, isAddress, type Address } from 'viem'

/** The longest `data:` avatar passed on, so one record cannot bloat every identity answer and cache entry. */
export const MAX_DATA_URI_AVATAR_LENGTH = 64 * 1024

/** What an ENSIP-12 avatar record points at: an image the client can load, or an NFT to look up. */
export type AvatarRecord =
  | { kind: 'image'; url: string }
  | { kind: 'nft'; chainId: number; standard: 'erc721' | 'erc1155'; contract: Address; tokenId: bigint }

const nftPattern = /^eip155:([1-9]\d*)\/(erc721|erc1155):(0x[0-9a-f]{40})\/(\d+)$/i

/**
 * An image URL the client may load as it is: `https:` (loaded by the browser, never fetched by the API) or a
 * `data:image/…` URI up to {@link MAX_DATA_URI_AVATAR_LENGTH}; null for anything else (http:, ipfs:, scripts).
 *
 * @example
 * imageUrlOf('https://example.org/a.png') // 'https://example.org/a.png'
 * imageUrlOf('javascript:alert(1)') // null
 */
export function imageUrlOf(uri: string): string | null {
  const value = uri.trim()
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value))
    return value.length <= MAX_DATA_URI_AVATAR_LENGTH ? value : null
  try {
    return new URL(value).protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

/**
 * Reads an `avatar` text record (ENSIP-12): an image URL, or `eip155:<chain>/<erc721|erc1155>:<contract>/<id>`
 * for an NFT; null for a record the API does not follow.
 *
 * @example
 * parseAvatarRecord('eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1')
 * // { kind: 'nft', chainId: 1, standard: 'erc721', contract: '0xb47e…', tokenId: 1n }
 */
export function parseAvatarRecord(record: string): AvatarRecord | null {
  const nft = nftPattern.exec(record.trim())
  if (nft) {
    const [, chainId, standard, contract, tokenId] = nft as unknown as [
      string,
      string,
      string,
      string,
      string,
    ]
    if (!isAddress(contract, { strict: false })) return null
    return {
      kind: 'nft',
      chainId: Number(chainId),
      standard: standard.toLowerCase() as 'erc721' | 'erc1155',
      contract: getAddress(contract),
      tokenId: BigInt(tokenId),
    }
  }
  const url = imageUrlOf(record)
  return url ? { kind: 'image', url } : null
}
