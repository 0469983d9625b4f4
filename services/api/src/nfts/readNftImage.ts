import { fetchGuarded, GuardedFetchError } from './fetchGuarded.ts'
import { nftContentLocation } from './nftContentUrl.ts'

/** An image the API serves for an NFT. */
export interface NftImage {
  /** One of {@link NFT_IMAGE_TYPES}. */
  contentType: string
  body: Buffer
}

/** An image that cannot be served: unsupported URI, refused address, too large, wrong type, timeout. */
export class NftImageError extends Error {
  override name = 'NftImageError'
}

/** Issue 16's image limits: up to 5 MB, within 10 s. */
export const NFT_IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000 } as const

/** The image types served, each with a check of the body's first bytes (or, for SVG, its root element). */
export const NFT_IMAGE_TYPES: Readonly<Record<string, (body: Buffer) => boolean>> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/svg+xml': (b) => /<svg[\s>]/i.test(b.subarray(0, 4_096).toString('utf8')),
}

const ALIASES: Readonly<Record<string, string>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' }

/** The served type: the declared one when its bytes match it, else whichever allowed type the bytes are. */
function servedType(declared: string, body: Buffer): string | undefined {
  const type = ALIASES[declared] ?? declared
  if (NFT_IMAGE_TYPES[type]?.(body)) return type
  // Hosts often say application/octet-stream or text/plain; the bytes decide then, among the allowed types.
  if (
    type === '' ||
    type === 'application/octet-stream' ||
    type === 'text/plain' ||
    type === 'binary/octet-stream'
  ) {
    return Object.keys(NFT_IMAGE_TYPES).find((candidate) => NFT_IMAGE_TYPES[candidate]!(body))
  }
  return undefined
}

/** Parameters of {@link readNftImage}. */
export interface ReadNftImageParameters {
  /** The metadata's image URI. */
  uri: string
  ipfsGateway?: string | undefined
  /** The token's chain is configured `local: true`. */
  allowPrivate: boolean
  /** Default {@link NFT_IMAGE_LIMITS}. */
  limits?: { maxBytes: number; timeoutMs: number }
}

/**
 * Loads an NFT's image for the API to serve: inline `data:`, `ipfs://` through the gateway, or `http(s):`
 * through {@link fetchGuarded} (public addresses only unless the chain is local), within the size and time
 * limits, and only when it is a PNG, JPEG, GIF, WebP or SVG whose bytes say so.
 *
 * @throws {NftImageError} naming why the image cannot be served.
 *
 * @example
 * const { contentType, body } = await readNftImage({ uri: 'ipfs://bafy…/1.png', allowPrivate: false })
 */
export async function readNftImage({
  uri,
  ipfsGateway,
  allowPrivate,
  limits = NFT_IMAGE_LIMITS,
}: ReadNftImageParameters): Promise<NftImage> {
  const location = nftContentLocation(uri, ipfsGateway)
  if (!location) throw new NftImageError(`unsupported image URI: ${JSON.stringify(uri.slice(0, 60))}`)
  let declared: string
  let body: Buffer
  if (location.type === 'data') {
    ;({ mediaType: declared, body } = location.data)
    if (body.length > limits.maxBytes)
      throw new NftImageError(`image is larger than ${limits.maxBytes} bytes`)
  } else {
    try {
      ;({ contentType: declared, body } = await fetchGuarded(location.url, {
        allowPrivate,
        ...limits,
        accept: Object.keys(NFT_IMAGE_TYPES).join(', '),
      }))
    } catch (error) {
      if (error instanceof GuardedFetchError) {
        throw new NftImageError(`image fetch failed (${error.reason}): ${error.message}`, { cause: error })
      }
      throw error
    }
  }
  const contentType = servedType(declared, body)
  if (!contentType) {
    throw new NftImageError(`not a PNG, JPEG, GIF, WebP or SVG image (declared ${declared || 'no type'})`)
  }
  return { contentType, body }
}
