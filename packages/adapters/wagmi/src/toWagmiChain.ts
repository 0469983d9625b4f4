import type { CaipNetwork } from '@portico/common'
import type { Chain } from 'viem'

/**
 * A Portico network as the viem `Chain` wagmi is configured with: id, name, native currency, RPC URLs and
 * explorer (and the well-known contracts, e.g. multicall3, when the network lists them).
 *
 * @example
 * const chain = toWagmiChain(porticoDevnet) // { id: 31337, name: 'Portico Devnet', … }
 */
export function toWagmiChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: { http: network.rpcUrls.default.http, webSocket: network.rpcUrls.default.webSocket },
    },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.contracts ? { contracts: network.contracts } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}
