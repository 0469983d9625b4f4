import type { CaipNetwork, ChainNamespace } from '../network.ts'

/**
 * The facts needed to describe a public network; the rest of a {@link CaipNetwork} is derived.
 *
 * @example
 * defineNetwork({ id: 1, name: 'Ethereum', chainNamespace: 'eip155', … } satisfies DefineNetworkParameters)
 */
export interface DefineNetworkParameters {
  /** Chain reference: an EVM chain id, or a genesis-hash prefix. */
  id: number | string
  /** Name shown in the modal. */
  name: string
  /** Namespace of the network. */
  chainNamespace: ChainNamespace
  /** Gas coin: name, symbol, decimals. */
  nativeCurrency: CaipNetwork['nativeCurrency']
  /** Public JSON-RPC endpoint (data only; nothing in this package calls it). */
  rpcUrl: string
  /** Block explorer name and URL. */
  explorer: { name: string; url: string }
  /** §2: test networks show '0.00' as balance. */
  testnet?: boolean
  /** Multicall3 deployment, when the chain has one. */
  multicall3?: { address: `0x${string}`; blockCreated: number }
}

/**
 * Builds a frozen {@link CaipNetwork} from its facts: the CAIP-2 id is `namespace:id` and the RPC URL is both
 * the `default` and the `chainDefault` list.
 *
 * @example
 * defineNetwork({ id: 1, name: 'Ethereum', chainNamespace: 'eip155', rpcUrl: 'https://…', … })
 * // { id: 1, caipNetworkId: 'eip155:1', … }
 */
export function defineNetwork({
  id,
  name,
  chainNamespace,
  nativeCurrency,
  rpcUrl,
  explorer,
  testnet = false,
  multicall3,
}: DefineNetworkParameters): CaipNetwork {
  return Object.freeze({
    id,
    name,
    chainNamespace,
    caipNetworkId: `${chainNamespace}:${id}`,
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
    blockExplorers: { default: explorer },
    testnet,
    ...(multicall3 ? { contracts: { multicall3 } } : {}),
  } satisfies CaipNetwork)
}
