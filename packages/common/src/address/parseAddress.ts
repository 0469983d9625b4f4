import { InvalidAddressError } from '../errors/caip.ts'
import type { KnownNamespace } from '../namespace.ts'
import { isAlgorandAddress } from './algorand.ts'
import { isBitcoinAddress, type BitcoinNetwork } from './bitcoin.ts'
import { isCardanoAddress } from './cardano.ts'
import { isCosmosAddress } from './cosmos.ts'
import { isEvmAddress, parseEvmAddress } from './evm.ts'
import { isMultiversxAddress } from './multiversx.ts'
import { isNearAddress } from './near.ts'
import { isSs58Address } from './polkadot.ts'
import { isSolanaAddress } from './solana.ts'
import { isTezosAddress } from './tezos.ts'

/**
 * Options of {@link isAddressForNamespace} and {@link parseAddress}.
 *
 * @example
 * isAddressForNamespace(address, 'bip122', { bitcoinNetwork: 'testnet' } satisfies AddressOptions)
 */
export interface AddressOptions {
  /** §5 EVM strict mode: mixed case must match the EIP-55 checksum. */
  strict?: boolean
  /** Bitcoin only: accept only addresses of this network. */
  bitcoinNetwork?: BitcoinNetwork
  /** Polkadot only: accept only this SS58 prefix. */
  ss58Prefix?: number
}

const CHECKS: Record<KnownNamespace, (address: string, options: AddressOptions) => boolean> = {
  eip155: (address, { strict }) => isEvmAddress(address, { strict }),
  solana: (address) => isSolanaAddress(address),
  bip122: (address, { bitcoinNetwork }) => isBitcoinAddress(address, { network: bitcoinNetwork }),
  polkadot: (address, { ss58Prefix }) => isSs58Address(address, { prefix: ss58Prefix }),
  cosmos: (address) => isCosmosAddress(address),
  algorand: (address) => isAlgorandAddress(address),
  cip34: (address) => isCardanoAddress(address),
  elrond: (address) => isMultiversxAddress(address),
  multiversx: (address) => isMultiversxAddress(address),
  near: (address) => isNearAddress(address),
  tezos: (address) => isTezosAddress(address),
}

/**
 * Whether `address` is valid in `namespace`, by that namespace's rule (see the `address/` file of each).
 * An unknown namespace gives `false`.
 *
 * @example
 * isAddressForNamespace('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'eip155', { strict: true }) // true
 * isAddressForNamespace('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'solana') // false
 */
export function isAddressForNamespace(
  address: string,
  namespace: string,
  options: AddressOptions = {},
): boolean {
  const check = Object.hasOwn(CHECKS, namespace) ? CHECKS[namespace as KnownNamespace] : undefined
  return check !== undefined && check(address, options)
}

/**
 * Checks `address` against `namespace` and returns it in its canonical form: EIP-55 checksummed with `0x`
 * for eip155, unchanged for the others.
 *
 * @throws {InvalidAddressError} when it is not valid (e.g. 'Invalid solana address').
 *
 * @example
 * parseAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8', 'eip155') // '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
export function parseAddress(address: string, namespace: string, options: AddressOptions = {}): string {
  if (!isAddressForNamespace(address, namespace, options)) {
    throw new InvalidAddressError({ namespace, address })
  }
  return namespace === 'eip155' ? parseEvmAddress(address, options) : address
}
