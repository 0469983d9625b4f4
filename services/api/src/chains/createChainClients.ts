import { MULTICALL_BATCH_SIZE, MULTICALL_WAIT_MS } from '@portico/common'
import { createRpcTransport } from '@portico/common/rpc'
import { createPublicClient, defineChain, type PublicClient } from 'viem'
import { chainRpcUrls, type ApiChain } from '../config/apiChain.ts'

/** A viem client per CAIP-2 id, batching reads through the chain's Multicall3. */
export type ChainClients = ReadonlyMap<string, PublicClient>

/** What {@link createChainClients} reads of a chain: its identity, coin, Multicall3 and RPC URLs. */
export type ChainClientSource = Pick<
  ApiChain,
  'caipNetworkId' | 'chainId' | 'name' | 'nativeCurrency' | 'multicall3' | 'rpcUrl' | 'fallbackRpcUrls'
>

/**
 * A viem public client per chain, reading over the one RPC transport (`@portico/common/rpc`: §9 batch 1000,
 * timeout 10 s, retry 3 with 150 ms exponential delay and `Retry-After`, fallback across the chain's URLs)
 * and batching contract reads through Multicall3 (§9 multicall batch 1024 bytes, wait 0).
 *
 * @example
 * const clients = createChainClients(config.chains)
 * await clients.get('eip155:31337')!.getBlockNumber()
 */
export function createChainClients(chains: readonly ChainClientSource[]): ChainClients {
  return new Map(
    chains.map((chain) => {
      const urls = chainRpcUrls(chain)
      const viemChain = defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: urls } },
        contracts: { multicall3: { address: chain.multicall3 } },
      })
      const client = createPublicClient({
        chain: viemChain,
        batch: { multicall: { wait: MULTICALL_WAIT_MS, batchSize: MULTICALL_BATCH_SIZE } },
        transport: createRpcTransport({ urls, chainId: chain.caipNetworkId }),
      })
      return [chain.caipNetworkId, client as PublicClient]
    }),
  )
}
