import { base58 } from '@scure/base'
import { InvalidAddressError } from '../errors/caip.ts'

// §5: Solana addresses are 32 to 44 base58 characters; a public key is 32 bytes.
const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const SOLANA_PUBLIC_KEY_BYTES = 32

/**
 * Whether `value` is a Solana address: 32–44 base58 characters (§5) that decode to a 32-byte public key.
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true (the system program)
 * isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // false
 */
export function isSolanaAddress(value: string): boolean {
  if (!SOLANA_ADDRESS_PATTERN.test(value)) return false
  try {
    return base58.decode(value).length === SOLANA_PUBLIC_KEY_BYTES
  } catch {
    return false
  }
}

/**
 * Checks a Solana address (see {@link isSolanaAddress}) and returns its 32 public-key bytes.
 *
 * @throws {InvalidAddressError} when it is not valid ('Invalid solana address').
 *
 * @example
 * parseSolanaAddress('11111111111111111111111111111111') // Uint8Array(32) of zeros
 */
export function parseSolanaAddress(value: string): Uint8Array {
  if (!isSolanaAddress(value)) {
    throw new InvalidAddressError({
      namespace: 'solana',
      address: value,
      reason: 'expected a base58 public key',
    })
  }
  return base58.decode(value)
}

/**
 * Encodes a 32-byte public key as a Solana address.
 *
 * @throws {InvalidAddressError} when `publicKey` is not 32 bytes.
 *
 * @example
 * encodeSolanaAddress(new Uint8Array(32)) // '11111111111111111111111111111111'
 */
export function encodeSolanaAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== SOLANA_PUBLIC_KEY_BYTES) {
    throw new InvalidAddressError({ namespace: 'solana', address: '', reason: 'expected 32 bytes' })
  }
  return base58.encode(publicKey)
}
