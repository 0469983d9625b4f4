import type { ChainNamespace } from './network.ts'

/**
 * §1: namespaces recognised by CAIP and address parsing: the four the modal connects to, then the ones only
 * address parsing knows.
 *
 * @example
 * KNOWN_NAMESPACES.includes('cosmos') // true
 */
export const KNOWN_NAMESPACES = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
  'algorand',
  'cip34',
  'elrond',
  'multiversx',
  'near',
  'tezos',
] as const satisfies readonly string[]

/**
 * A namespace recognised by parsing (§1); {@link ChainNamespace} is the subset the modal connects to.
 *
 * @example
 * const namespace: KnownNamespace = 'tezos'
 */
export type KnownNamespace = ChainNamespace | (typeof KNOWN_NAMESPACES)[number]

/**
 * Whether `value` is one of the {@link KNOWN_NAMESPACES}.
 *
 * @example
 * isKnownNamespace('near') // true
 * isKnownNamespace('cosmoz') // false
 */
export function isKnownNamespace(value: string): value is KnownNamespace {
  return (KNOWN_NAMESPACES as readonly string[]).includes(value)
}

/**
 * Whether `value` is a namespace the modal connects to (§1: eip155, solana, bip122, polkadot).
 *
 * @example
 * isChainNamespace('eip155') // true
 * isChainNamespace('cosmos') // false
 */
export function isChainNamespace(value: string): value is ChainNamespace {
  return value === 'eip155' || value === 'solana' || value === 'bip122' || value === 'polkadot'
}
