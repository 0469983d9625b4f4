import type { Address, PublicClient } from 'viem'
import { cacheLifetimes, type Cache } from '../../cache/cache.ts'
import { ensSources, type EnsChain } from './ensDeployment.ts'
import { lookupEnsAddress, type EnsForwardResolution } from './lookupEnsAddress.ts'
import { lookupEnsIdentity, type EnsIdentity } from './lookupEnsIdentity.ts'
import { normalizeEnsName } from './resolveEnsAddress.ts'

export type { EnsForwardResolution, EnsIdentity }

/** ENS reads behind the §9 name cache (5 min), for the identity and profile routes. */
export interface CachedEnsLookups {
  /** False when no configured chain has ENS: callers skip ENS entirely. */
  readonly enabled: boolean
  /** The address's verified primary name and avatar, or null. */
  identity(address: Address, options?: { forceUpdate?: boolean }): Promise<EnsIdentity | null>
  /** The name's address and avatar through the first deployment that resolves it, or null. */
  resolve(name: string, options?: { forceUpdate?: boolean }): Promise<EnsForwardResolution | null>
}

// Misses are cached too (as null inside the entry): most addresses have no ENS name, and each miss costs reads.
const identityKey = (address: string) => `ens:identity:${address.toLowerCase()}`
const nameKey = (name: string) => `ens:name:${name}`

/** Parameters of {@link createCachedEnsLookups}. */
export interface CreateCachedEnsLookupsParameters {
  /** Every configured chain; those with `names.ens` are read, in config order. */
  chains: readonly EnsChain[]
  clients: ReadonlyMap<string, PublicClient>
  cache: Cache
}

/**
 * §9: ENS names and identities are cached 5 minutes, hits and misses alike; `forceUpdate` reads the chain and
 * refreshes the entry.
 *
 * @example
 * const ens = createCachedEnsLookups({ chains: config.chains, clients, cache })
 * await ens.identity('0x7099…79C8') // { name: 'alice.eth', avatar: 'data:…', caipNetworkId: 'eip155:31337' }
 */
export function createCachedEnsLookups({
  chains,
  clients,
  cache,
}: CreateCachedEnsLookupsParameters): CachedEnsLookups {
  const sources = ensSources(chains, clients)
  return {
    enabled: sources.length > 0,
    async identity(address, { forceUpdate = false } = {}) {
      if (sources.length === 0) return null
      const key = identityKey(address)
      if (!forceUpdate) {
        const cached = await cache.get<{ identity: EnsIdentity | null }>(key)
        if (cached) return cached.identity
      }
      const identity = await lookupEnsIdentity(sources, clients, address)
      await cache.set(key, { identity }, cacheLifetimes.identityMs)
      return identity
    },
    async resolve(name, { forceUpdate = false } = {}) {
      const normalized = normalizeEnsName(name)
      if (sources.length === 0 || !normalized) return null
      const key = nameKey(normalized)
      if (!forceUpdate) {
        const cached = await cache.get<{ resolution: EnsForwardResolution | null }>(key)
        if (cached) return cached.resolution
      }
      const resolution = await lookupEnsAddress(sources, clients, normalized)
      await cache.set(key, { resolution }, cacheLifetimes.namesMs)
      return resolution
    },
  }
}
