import type { Cache } from '../cache/cache.ts'
import { redactUrls } from '../http/requestLogging.ts'
import type { ApiChain } from '../config/apiChain.ts'
import type { NftKey, NftMetadataSource } from './nftMetadataSource.ts'
import { NftImageError, readNftImage, type NftImage } from './readNftImage.ts'

/** Served images are kept an hour; an image that cannot be served is asked for again after 10 minutes. */
export const NFT_IMAGE_CACHE_MS = { found: 60 * 60_000, failed: 10 * 60_000 } as const

/** Options of {@link createNftImageSource}. */
export interface CreateNftImageSourceOptions {
  chains: readonly ApiChain[]
  metadata: NftMetadataSource
  /** Where images are kept (Redis, or a byte-limited in-process cache). */
  cache: Cache
  ipfsGateway?: string | undefined
  log: { warn(details: object, message: string): void }
}

type Cached = { contentType: string; base64: string } | { problem: string }

/** Serves NFT images from the cache, else from the URI their metadata names. */
export interface NftImageSource {
  /** @throws {NftImageError} when the token has no image the API can serve. */
  image(key: NftKey): Promise<NftImage>
}

/**
 * NFT images through the API's own cache: the URI comes only from the token's metadata (never from the
 * request), is loaded by `readNftImage` (SSRF guard, size, type and time limits) and kept for an hour.
 *
 * @example
 * const images = createNftImageSource({ chains, metadata, cache, log: app.log })
 * const { contentType, body } = await images.image({ chainId, contract, tokenId: 2n, standard: 'erc721' })
 */
export function createNftImageSource({
  chains,
  metadata,
  cache,
  ipfsGateway,
  log,
}: CreateNftImageSourceOptions): NftImageSource {
  const inFlight = new Map<string, Promise<Cached>>()
  const load = async (key: NftKey, cacheKey: string): Promise<Cached> => {
    const cached = await cache.get<Cached>(cacheKey)
    if (cached) return cached
    const { metadata: found, problem } = await metadata.metadata(key)
    if (!found) return { problem: `no metadata: ${problem}` }
    if (!found.image) return { problem: 'the metadata names no image' }
    const chain = chains.find((c) => c.caipNetworkId === key.chainId)
    try {
      const image = await readNftImage({ uri: found.image, ipfsGateway, allowPrivate: chain?.local === true })
      const entry = { contentType: image.contentType, base64: image.body.toString('base64') }
      await cache.set(cacheKey, entry, NFT_IMAGE_CACHE_MS.found)
      return entry
    } catch (error) {
      if (!(error instanceof NftImageError)) throw error
      log.warn(
        {
          chainId: key.chainId,
          contract: key.contract,
          tokenId: key.tokenId.toString(),
          problem: redactUrls(error.message),
        },
        'NFT image not served',
      )
      const entry = { problem: error.message }
      await cache.set(cacheKey, entry, NFT_IMAGE_CACHE_MS.failed)
      return entry
    }
  }
  return {
    async image(key) {
      const cacheKey = `nft-image:${key.chainId}:${key.contract}:${key.tokenId}`
      let running = inFlight.get(cacheKey)
      if (!running) {
        running = load(key, cacheKey).finally(() => inFlight.delete(cacheKey))
        inFlight.set(cacheKey, running)
      }
      const entry = await running
      if ('problem' in entry) throw new NftImageError(entry.problem)
      return { contentType: entry.contentType, body: Buffer.from(entry.base64, 'base64') }
    },
  }
}
