import type { Chain } from 'viem'

/**
 * Chain namespaces the modal connects to (§1).
 *
 * @example
 * const namespace: ChainNamespace = 'solana'
 */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/**
 * A CAIP-2 network id such as `eip155:1`.
 *
 * @example
 * const id: CaipNetworkId = 'eip155:8453'
 */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/**
 * A network the modal knows (§3 "Network"): the fields of a viem `Chain` plus its namespace and CAIP-2 id,
 * so an AppKit network object is accepted as it is.
 *
 * @example
 * const devnet: CaipNetwork = {
 *   id: 31337, name: 'Portico Devnet', chainNamespace: 'eip155', caipNetworkId: 'eip155:31337',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * }
 */
export interface CaipNetwork {
  /** Chain reference: a number for eip155, a string (genesis hash prefix) for the others. */
  id: number | string
  /** Human-readable name shown in the modal. */
  name: string
  /** Namespace the network belongs to. */
  chainNamespace: ChainNamespace
  /** `namespace:reference`. */
  caipNetworkId: CaipNetworkId
  /** The coin that pays for gas. */
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** JSON-RPC endpoints; `chainDefault` keeps the chain's own list when `default` is overridden. */
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
    chainDefault?: { http: readonly string[]; webSocket?: readonly string[] }
  }
  /** Explorers for address and transaction links. */
  blockExplorers?: { default: { name: string; url: string } }
  /** Public test networks show a balance of '0.00' (§2). */
  testnet?: boolean
  /** Well-known contracts (e.g. `multicall3`), as on a viem `Chain`. */
  contracts?: Chain['contracts']
  /** Image shown beside the network. */
  assets?: { imageId?: string; imageUrl?: string }
}
