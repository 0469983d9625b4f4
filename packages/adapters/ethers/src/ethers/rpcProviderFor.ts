import { RpcUrlNotProvidedError, type CaipNetwork } from '@portico/common'
import { JsonRpcProvider, Network } from 'ethers'

const providers = new Map<string, JsonRpcProvider>()

/**
 * ethers `JsonRpcProvider`s for the network's own RPC URLs (not the wallet), in the network's order, one per
 * URL and chain, each on a static network so ethers never probes the chain id, and without ethers' request cache.
 *
 * @throws {RpcUrlNotProvidedError} when the network has no HTTP RPC URL (§8 'No RPC url provided for chainId').
 *
 * @example
 * const [provider] = rpcProvidersFor(porticoDevnet)
 * await provider.getBalance('0x7099…79C8') // 10000000000000000000000n
 */
export function rpcProvidersFor(network: CaipNetwork): JsonRpcProvider[] {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) throw new RpcUrlNotProvidedError({ chainId: network.caipNetworkId })
  const chainId = Number(network.id)
  return urls.map((url) => {
    const key = `${chainId} ${url}`
    let provider = providers.get(key)
    if (!provider) {
      const staticNetwork = Network.from(chainId)
      // No cache: ethers would answer a balance asked again within 250 ms (e.g. right after a send) from it.
      provider = new JsonRpcProvider(url, staticNetwork, { staticNetwork, cacheTimeout: -1 })
      providers.set(key, provider)
    }
    return provider
  })
}
