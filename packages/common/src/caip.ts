import { isAddressForNamespace, type AddressOptions } from './address/parseAddress.ts'
import type { BitcoinNetwork } from './address/bitcoin.ts'
import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from './errors/caip.ts'
import { isKnownNamespace, type KnownNamespace } from './namespace.ts'
import type { CaipNetworkId, ChainNamespace } from './network.ts'

/**
 * A CAIP-10 account id, `namespace:reference:address` (§3 Account state `caipAddress`).
 *
 * @example
 * const account: CaipAddress = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
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

/**
 * The parts of a CAIP-10 account id.
 *
 * @example
 * const { namespace, reference, address }: ParsedCaipAddress = parseCaipAddress('eip155:1:0xabc')
 */
export interface ParsedCaipAddress {
  /** One of the §1 namespaces recognised by parsing. */
  namespace: KnownNamespace
  /** Chain reference, e.g. `31337`. */
  reference: string
  /** The account address, not checked against the namespace (see `parseCaip10Address`). */
  address: string
}

/**
 * The parts of a CAIP-2 network id.
 *
 * @example
 * const { namespace, reference }: ParsedCaipNetworkId = parseCaipNetworkId('eip155:1')
 */
export interface ParsedCaipNetworkId {
  /** One of the §1 namespaces recognised by parsing. */
  namespace: KnownNamespace
  /** Chain reference: a decimal chain id for eip155, a genesis-hash prefix for solana and bip122. */
  reference: string
}

// CAIP-2: a reference is 1 to 32 characters of letters, digits, '-' and '_'.
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Splits a CAIP-10 account id. §5: exactly 3 colon-separated parts with a known namespace. The address part
 * is not checked; `parseCaip10Address` also checks it against the namespace.
 *
 * @throws {InvalidCaipAddressError} otherwise ('Invalid CAIP Address').
 *
 * @example
 * parseCaipAddress('eip155:31337:0x7099…79C8') // { namespace: 'eip155', reference: '31337', address: '0x7099…79C8' }
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = caipAddress.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address || !isKnownNamespace(namespace)) {
    throw new InvalidCaipAddressError({ caipAddress })
  }
  return { namespace, reference, address }
}

/**
 * Joins the parts of a CAIP-10 account id; the inverse of {@link parseCaipAddress}.
 *
 * @throws {InvalidCaipAddressError} when a part is empty or holds a colon, or the namespace is unknown.
 *
 * @example
 * formatCaipAddress({ namespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: 'So1…' })
 * // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1…'
 */
export function formatCaipAddress({ namespace, reference, address }: ParsedCaipAddress): string {
  const caipAddress = `${namespace}:${reference}:${address}`
  parseCaipAddress(caipAddress)
  return caipAddress
}

/**
 * Splits a CAIP-2 network id. §5: exactly 2 colon-separated parts; the namespace must be known and the
 * reference must follow CAIP-2 (1–32 letters, digits, '-' or '_').
 *
 * @throws {InvalidCaipNetworkIdError} otherwise ('Invalid CAIP-2 network id').
 *
 * @example
 * parseCaipNetworkId('eip155:8453') // { namespace: 'eip155', reference: '8453' }
 */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  const parts = caipNetworkId.split(':')
  const [namespace, reference] = parts
  if (
    parts.length !== 2 ||
    !namespace ||
    !reference ||
    !isKnownNamespace(namespace) ||
    !REFERENCE_PATTERN.test(reference)
  ) {
    throw new InvalidCaipNetworkIdError({ caipNetworkId })
  }
  return { namespace, reference }
}

/**
 * Whether `value` is a well-formed CAIP-2 network id with a known namespace (see {@link parseCaipNetworkId}).
 *
 * @example
 * isCaipNetworkId('bip122:000000000019d6689c085ae165831e93') // true
 * isCaipNetworkId('eip155') // false
 */
export function isCaipNetworkId(value: string): boolean {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

/**
 * Joins a namespace and a reference into a CAIP-2 network id; the inverse of {@link parseCaipNetworkId}.
 *
 * @throws {InvalidCaipNetworkIdError} when the result would not parse.
 *
 * @example
 * formatCaipNetworkId({ namespace: 'eip155', reference: '1' }) // 'eip155:1'
 */
export function formatCaipNetworkId({ namespace, reference }: ParsedCaipNetworkId): string {
  const caipNetworkId = `${namespace}:${reference}`
  parseCaipNetworkId(caipNetworkId)
  return caipNetworkId
}

// CAIP-4: bip122 references are the first 32 hex digits of the genesis block hash.
const BITCOIN_NETWORKS_BY_REFERENCE: Record<string, BitcoinNetwork> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/**
 * Splits a CAIP-10 account id and checks its address against the namespace (§5 address rules); a bip122
 * address must also belong to the network its genesis-hash reference names, when that network is known.
 *
 * @throws {InvalidCaipAddressError} when it is not 3 parts with a known namespace ('Invalid CAIP Address').
 * @throws {InvalidCaip10AddressError} when the address is not valid there ('Invalid CAIP-10 address').
 *
 * @example
 * parseCaip10Address('eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8', { strict: true })
 * // { namespace: 'eip155', reference: '1', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
 */
export function parseCaip10Address(caipAddress: string, options: AddressOptions = {}): ParsedCaipAddress {
  const parsed = parseCaipAddress(caipAddress)
  const isBitcoinReference =
    parsed.namespace === 'bip122' && Object.hasOwn(BITCOIN_NETWORKS_BY_REFERENCE, parsed.reference)
  const bitcoinNetwork = isBitcoinReference ? BITCOIN_NETWORKS_BY_REFERENCE[parsed.reference] : undefined
  if (!isAddressForNamespace(parsed.address, parsed.namespace, { bitcoinNetwork, ...options })) {
    throw new InvalidCaip10AddressError({ caipAddress })
  }
  return parsed
}
