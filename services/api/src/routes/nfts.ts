import type { FastifyPluginAsync } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { Cache } from '../cache/cache.ts'
import { createCache } from '../cache/createCache.ts'
import type { ChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { createByteLimitedCache } from '../nfts/createByteLimitedCache.ts'
import { listAccountNfts, type AccountNftsResponse } from '../nfts/listAccountNfts.ts'
import { nftImageHeaders } from '../nfts/nftImageResponse.ts'
import { createNftImageSource } from '../nfts/nftImageSource.ts'
import { createNftMetadataSource } from '../nfts/nftMetadataSource.ts'
import { readIndexedNftStandard } from '../nfts/readIndexedNftStandard.ts'
import { NftImageError } from '../nfts/readNftImage.ts'

const address = z.string().refine((value) => isAddress(value, { strict: false }), {
  message: 'not a valid EVM address (expected 0x followed by 40 hexadecimal characters)',
})
const caip2 = z
  .string()
  .regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id such as eip155:31337')

const listParams = z.object({ address: address })

// §7: all GETs carry projectId, st and sv; the NFT list adds chainId, cursor and limit.
const listQuery = z.object({
  projectId: z.string().min(1, 'projectId is required'),
  chainId: caip2.optional(),
  cursor: z.string().max(250, 'too long to be a cursor returned by this API').optional(),
  limit: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(50),
  st: z.string().optional(),
  sv: z.string().optional(),
})

const imageParams = z.object({
  chainId: caip2,
  contract: address,
  tokenId: z.string().regex(/^\d{1,78}$/, 'must be a token id in decimal digits'),
})
const imageQuery = z.object({
  projectId: z.string().min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
})

/** Options of {@link nftRoutes}. */
export interface NftRoutesOptions {
  db: Database
  chains: readonly ApiChain[]
  clients: ChainClients
  /** Base URL `ipfs://` URIs are read through (config `ipfsGateway`); default https://ipfs.io/ipfs/. */
  ipfsGateway?: string | undefined
  /** Metadata and collection names; default {@link createCache} over `process.env` (Redis or in process). */
  cache?: Cache | undefined
  /** Images; default Redis when REDIS_URL is set, else 64 MB in process. */
  imageCache?: Cache | undefined
}

/**
 * `GET /v1/account/{address}/nfts`: the ERC-721 and ERC-1155 tokens an account holds on one configured chain
 * (`chainId`) or all of them, from the indexed transfers, with metadata and spam flags, paged by `next`.
 * `GET /v1/nft-image/{chainId}/{contract}/{tokenId}`: an indexed token's image, from its metadata only,
 * through the API's cache (SSRF guard, 5 MB, PNG/JPEG/GIF/WebP/SVG, 10 s), with a CSP that keeps SVG inert.
 *
 * @example
 * void app.register(nftRoutes, { db, chains: config.chains, clients, ipfsGateway: config.ipfsGateway })
 */
export const nftRoutes: FastifyPluginAsync<NftRoutesOptions> = async (
  app,
  { db, chains, clients, ipfsGateway, cache: givenCache, imageCache: givenImageCache },
) => {
  const cache = givenCache ?? createCache(process.env)
  const imageCache =
    givenImageCache ??
    (process.env.REDIS_URL
      ? createCache(process.env)
      : createByteLimitedCache({ maxBytes: 64 * 1024 * 1024 }))
  app.addHook('onClose', async () => {
    if (!givenCache) await cache.close()
    if (!givenImageCache) await imageCache.close()
  })
  const metadata = createNftMetadataSource({ chains, clients, cache, ipfsGateway, log: app.log })
  const images = createNftImageSource({ chains, metadata, cache: imageCache, ipfsGateway, log: app.log })

  app.get<{ Params: z.infer<typeof listParams>; Querystring: z.infer<typeof listQuery> }>(
    '/v1/account/:address/nfts',
    { schema: { params: listParams, querystring: listQuery } },
    async (request): Promise<AccountNftsResponse> => {
      const { chainId, cursor, limit, projectId } = request.query
      // §7: a network the API does not serve gets an empty result, not an error.
      const chainIds =
        chainId === undefined
          ? chains.map((c) => c.caipNetworkId)
          : chains.filter((c) => c.caipNetworkId === chainId).map((c) => c.caipNetworkId)
      if (chainIds.length === 0) return { data: [], next: null }
      const base = app.publicUrl
      return listAccountNfts(db, metadata, {
        address: request.params.address,
        chainIds,
        cursor,
        limit,
        imageUrl: ({ chain, contract, tokenId }) =>
          `${base}/v1/nft-image/${chain}/${contract}/${tokenId}?projectId=${encodeURIComponent(projectId)}`,
      })
    },
  )

  app.get<{ Params: z.infer<typeof imageParams>; Querystring: z.infer<typeof imageQuery> }>(
    '/v1/nft-image/:chainId/:contract/:tokenId',
    { schema: { params: imageParams, querystring: imageQuery } },
    async (request, reply) => {
      const { chainId, contract: given, tokenId: id } = request.params
      const contract = given.toLowerCase()
      const tokenId = BigInt(id)
      const notFound = (message: string) =>
        reply.code(404).send({ statusCode: 404, error: 'Not Found', message })
      if (!chains.some((c) => c.caipNetworkId === chainId)) return notFound(`${chainId} is not served here`)
      const standard = await readIndexedNftStandard(db, { chainId, contract, tokenId })
      if (!standard) return notFound('no such NFT has been indexed')
      try {
        const image = await images.image({ chainId, contract, tokenId, standard })
        return reply.headers(nftImageHeaders(image.contentType, `${contract}-${id}`)).send(image.body)
      } catch (error) {
        // The reason is logged (once); the reply does not say what the metadata's host answered.
        if (error instanceof NftImageError) return notFound('this NFT has no image the API can serve')
        throw error
      }
    },
  )
}
