import type { CaipNetwork } from '@portico/common'
import { createRpcTransport } from '@portico/common/rpc'
import { createPublicClient, type Client } from 'viem'

/**
 * A client per eip155 network of `networks`, made on first use over the network's RPC URLs (the §9 transport),
 * for checking contract accounts' signatures; `undefined` for a chain the list does not have.
 *
 * @example
 * const clientFor = networkClientSource([porticoDevnet])
 * clientFor(31337) // a public client on the devnet
 */
export function networkClientSource(
  networks: readonly CaipNetwork[],
): (chainId: number) => Client | undefined {
  const clients = new Map<number, Client>()
  return (chainId) => {
    const cached = clients.get(chainId)
    if (cached) return cached
    const network = networks.find(
      (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
    )
    if (!network) return undefined
    const client = createPublicClient({
      transport: createRpcTransport({ urls: network.rpcUrls.default.http, chainId: network.caipNetworkId }),
    })
    clients.set(chainId, client)
    return client
  }
}
