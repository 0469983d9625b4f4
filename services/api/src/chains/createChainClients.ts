import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ApiChain } from '../config/apiChain.ts'

/** A viem client per CAIP-2 id, batching reads through the chain's Multicall3. */
export type ChainClients = ReadonlyMap<string, PublicClient>

/** §9: RPC timeout 10 s, multicall wait 0, retry 3 with 150 ms exponential delay. */
export function createChainClients(chains: readonly ApiChain[]): ChainClients {
  return new Map(
    chains.map((chain) => {
      const viemChain = defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
        contracts: { multicall3: { address: chain.multicall3 } },
      })
      const client = createPublicClient({
        chain: viemChain,
        batch: { multicall: { wait: 0 } },
        transport: http(chain.rpcUrl, { timeout: 10_000, retryCount: 3, retryDelay: 150 }),
      })
      return [chain.caipNetworkId, client as PublicClient]
    }),
  )
}
