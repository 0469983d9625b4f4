import type { Address, PublicClient } from 'viem'

/** An ENS deployment as a chain's config names it (`names: [{ type: 'ens', registry, universalResolver }]`). */
export interface EnsDeploymentConfig {
  /** The ENS registry (ENSIP-1); every read starts here. */
  registry: Address
  /** The UniversalResolver, when the chain has one (recorded; reads go through the registry today). */
  universalResolver?: Address | undefined
}

/** What the ENS lookups need from a configured chain: its CAIP-2 id and, when it has one, its ENS deployment. */
export interface EnsChain {
  caipNetworkId: string
  names?: { ens?: EnsDeploymentConfig | undefined } | undefined
}

/** One chain's ENS deployment with the client that reads it. */
export interface EnsSource {
  caipNetworkId: string
  registry: Address
  client: PublicClient
}

/**
 * The configured chains that carry an ENS deployment, in config order, each with its client.
 *
 * @example
 * const sources = ensSources(config.chains, createChainClients(config.chains))
 */
export function ensSources(
  chains: readonly EnsChain[],
  clients: ReadonlyMap<string, PublicClient>,
): EnsSource[] {
  const sources: EnsSource[] = []
  for (const chain of chains) {
    const ens = chain.names?.ens
    const client = clients.get(chain.caipNetworkId)
    if (ens && client) sources.push({ caipNetworkId: chain.caipNetworkId, registry: ens.registry, client })
  }
  return sources
}
