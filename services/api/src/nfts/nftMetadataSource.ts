import { parseAbi, type Address } from 'viem'
import type { Cache } from '../cache/cache.ts'
import { redactUrls } from '../http/requestLogging.ts'
import type { ChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import type { NftStandard } from './nftHolding.ts'
import { NftMetadataError, readNftMetadata, type NftMetadata } from './readNftMetadata.ts'

/** Which token {@link NftMetadataSource} is asked about. */
export interface NftKey {
  chainId: string
  contract: string
  tokenId: bigint
  standard: NftStandard
}

/** A token's metadata, or why there is none (the token still lists). */
export type NftMetadataResult = { metadata: NftMetadata; problem: null } | { metadata: null; problem: string }

/** Cached metadata and collection names for the NFT routes. */
export interface NftMetadataSource {
  metadata(key: NftKey): Promise<NftMetadataResult>
  collectionName(chainId: string, contract: string): Promise<string | null>
}

/** How long metadata and collection names are kept, and how long a failure is kept before trying again. */
export const NFT_METADATA_CACHE_MS = { found: 60 * 60_000, failed: 10 * 60_000 } as const

/** Options of {@link createNftMetadataSource}. */
export interface CreateNftMetadataSourceOptions {
  chains: readonly ApiChain[]
  clients: ChainClients
  cache: Cache
  /** Base URL `ipfs://` is read through (config `ipfsGateway`). */
  ipfsGateway?: string | undefined
  /** Where unusable metadata is reported, once per token per cache lifetime. */
  log: { warn(details: object, message: string): void }
  /** Overrides {@link NFT_METADATA_CACHE_MS}. */
  cacheMs?: { found: number; failed: number }
}

const nameAbi = parseAbi(['function name() view returns (string)'])

/**
 * Reads NFT metadata through `cache` (Redis or in process): a token's metadata is read from its contract and
 * URI once per hour, a failure kept for 10 minutes and logged when it happens, so a broken token is reported
 * once rather than on every page. Concurrent asks for the same token share one read.
 *
 * @example
 * const source = createNftMetadataSource({ chains, clients, cache, log: app.log })
 * await source.metadata({ chainId: 'eip155:31337', contract: '0xe7f1…', tokenId: 2n, standard: 'erc721' })
 */
export function createNftMetadataSource({
  chains,
  clients,
  cache,
  ipfsGateway,
  log,
  cacheMs = NFT_METADATA_CACHE_MS,
}: CreateNftMetadataSourceOptions): NftMetadataSource {
  const inFlight = new Map<string, Promise<unknown>>()
  const shared = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key)
    if (running) return running as Promise<T>
    const started = read().finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }
  return {
    metadata(key) {
      const cacheKey = `nft-metadata:${key.chainId}:${key.contract}:${key.tokenId}`
      return shared(cacheKey, async (): Promise<NftMetadataResult> => {
        const cached = await cache.get<NftMetadataResult>(cacheKey)
        if (cached) return cached
        const chain = chains.find((c) => c.caipNetworkId === key.chainId)
        const client = clients.get(key.chainId)
        if (!chain || !client) return { metadata: null, problem: `${key.chainId} is not configured` }
        try {
          const metadata = await readNftMetadata({
            client,
            standard: key.standard,
            contract: key.contract,
            tokenId: key.tokenId,
            ipfsGateway,
            allowPrivate: chain.local,
          })
          const result: NftMetadataResult = { metadata, problem: null }
          await cache.set(cacheKey, result, cacheMs.found)
          return result
        } catch (error) {
          const problem = error instanceof Error ? error.message : String(error)
          const token = { chainId: key.chainId, contract: key.contract, tokenId: key.tokenId.toString() }
          log.warn({ ...token, problem: redactUrls(problem) }, 'NFT listed without metadata')
          // The contract's or the host's answer is kept; a failing node is not, so the next page asks again.
          if (error instanceof NftMetadataError)
            await cache.set(cacheKey, { metadata: null, problem }, cacheMs.failed)
          return { metadata: null, problem }
        }
      })
    },
    collectionName(chainId, contract) {
      const cacheKey = `nft-collection:${chainId}:${contract}`
      return shared(cacheKey, async () => {
        const cached = await cache.get<{ name: string | null }>(cacheKey)
        if (cached) return cached.name
        const client = clients.get(chainId)
        if (!client) return null
        const name = await client
          .readContract({ address: contract as Address, abi: nameAbi, functionName: 'name' })
          .then((value) => value.trim().slice(0, 200) || null)
          .catch((error: unknown) => {
            log.warn(
              { chainId, contract, problem: redactUrls(String(error)) },
              'NFT collection name unreadable',
            )
            return null
          })
        await cache.set(cacheKey, { name }, name === null ? cacheMs.failed : cacheMs.found)
        return name
      })
    },
  }
}
