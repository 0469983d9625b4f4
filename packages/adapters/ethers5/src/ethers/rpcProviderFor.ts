import { RpcUrlNotProvidedError, type CaipNetwork } from '@portico/common'
import { providers } from 'ethers'

const rpcProviders = new Map<string, providers.StaticJsonRpcProvider>()

/**
 * ethers 5 `StaticJsonRpcProvider`s for the network's own RPC URLs (not the wallet), in the network's order,
 * one per URL and chain, each told its chain id so ethers never probes it.
 *
 * @throws {RpcUrlNotProvidedError} when the network has no HTTP RPC URL (§8 'No RPC url provided for chainId').
 *
 * @example
 * const [provider] = rpcProvidersFor(porticoDevnet)
 * await provider.getBalance('0x7099…79C8') // BigNumber { 10000000000000000000000 }
 */
export function rpcProvidersFor(network: CaipNetwork): providers.StaticJsonRpcProvider[] {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) throw new RpcUrlNotProvidedError({ chainId: network.caipNetworkId })
  const chainId = Number(network.id)
  return urls.map((url) => {
    const key = `${chainId} ${url}`
    let provider = rpcProviders.get(key)
    if (!provider) {
      provider = new providers.StaticJsonRpcProvider(url, { chainId, name: network.name })
      rpcProviders.set(key, provider)
    }
    return provider
  })
}
