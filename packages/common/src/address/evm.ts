import { checksumAddress } from 'viem'
import { InvalidAddressError } from '../errors/caip.ts'

/**
 * Options of the EVM address checks.
 *
 * @example
 * isEvmAddress(address, { strict: true } satisfies EvmAddressOptions)
 */
export interface EvmAddressOptions {
  /** §5 strict mode: a mixed-case address must match its EIP-55 checksum. */
  strict?: boolean
}

// §5: 40 hex digits with an optional 0x.
const EVM_ADDRESS_PATTERN = /^(?:0x)?([0-9a-fA-F]{40})$/

/**
 * Whether `value` is an EVM address: 40 hex digits with an optional `0x` (§5). In strict mode an address with
 * both upper- and lower-case letters must carry its EIP-55 checksum; all-lower and all-upper always pass.
 *
 * @example
 * isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', { strict: true }) // true
 * isEvmAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8') // true
 * isEvmAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8', { strict: true }) // false
 */
export function isEvmAddress(value: string, { strict = false }: EvmAddressOptions = {}): boolean {
  const hex = EVM_ADDRESS_PATTERN.exec(value)?.[1]
  if (hex === undefined) return false
  if (!strict) return true
  const isMixedCase = /[a-f]/.test(hex) && /[A-F]/.test(hex)
  return !isMixedCase || checksumAddress(`0x${hex}`) === `0x${hex}`
}

/**
 * Checks an EVM address (see {@link isEvmAddress}) and returns it `0x`-prefixed in EIP-55 checksum form.
 *
 * @throws {InvalidAddressError} when the address is not valid ('Invalid eip155 address').
 *
 * @example
 * parseEvmAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8') // '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
export function parseEvmAddress(value: string, options: EvmAddressOptions = {}): `0x${string}` {
  const hex = EVM_ADDRESS_PATTERN.exec(value)?.[1]
  if (hex === undefined || !isEvmAddress(value, options)) {
    throw new InvalidAddressError({ namespace: 'eip155', address: value, reason: 'expected 40 hex digits' })
  }
  return checksumAddress(`0x${hex}`)
}
