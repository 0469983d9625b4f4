import { InvalidCaipAddressError } from './errors/caip.ts'
import type { CaipNetworkId, ChainNamespace } from './network.ts'

/** A CAIP-10 account id, `namespace:reference:address` (§3 Account state `caipAddress`). */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/**
 * The CAIP-2 id of an EVM chain.
 *
 * @example
 * toEip155NetworkId(31337) // 'eip155:31337'
 */
export function toEip155NetworkId(chainId: number): CaipNetworkId {
  return `eip155:${chainId}`
}

/**
 * The CAIP-10 id of `address` on a network.
 *
 * @example
 * toCaipAddress('eip155:31337', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * // 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}

/** The parts of a CAIP-10 account id. */
export interface ParsedCaipAddress {
  namespace: ChainNamespace
  /** Chain reference, e.g. `31337`. */
  reference: string
  address: string
}

const NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122', 'polkadot'] satisfies ChainNamespace[]

/**
 * Splits a CAIP-10 account id. §5: exactly 3 colon-separated parts with a known namespace.
 *
 * @throws {InvalidCaipAddressError} otherwise ('Invalid CAIP Address').
 *
 * @example
 * parseCaipAddress('eip155:31337:0x7099…79C8') // { namespace: 'eip155', reference: '31337', address: '0x7099…79C8' }
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = caipAddress.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address || !NAMESPACES.includes(namespace)) {
    throw new InvalidCaipAddressError({ caipAddress })
  }
  return { namespace: namespace as ChainNamespace, reference, address }
}
