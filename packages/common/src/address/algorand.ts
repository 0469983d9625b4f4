import { sha512_256 } from '@noble/hashes/sha2'
import { base32nopad } from '@scure/base'

// Algorand: 32-byte public key followed by a 4-byte checksum, base32 without padding = 58 characters.
const ALGORAND_ADDRESS_PATTERN = /^[A-Z2-7]{58}$/
const CHECKSUM_BYTES = 4

/**
 * Whether `value` is an Algorand address. Rule: 58 upper-case base32 characters encoding a 32-byte public
 * key and the last 4 bytes of its SHA-512/256 digest.
 *
 * @example
 * isAlgorandAddress('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ') // true (the zero address)
 */
export function isAlgorandAddress(value: string): boolean {
  if (!ALGORAND_ADDRESS_PATTERN.test(value)) return false
  try {
    // 58 characters carry 290 bits: 36 bytes and 2 padding bits that the decoder requires to be zero.
    const bytes = base32nopad.decode(value)
    const publicKey = bytes.slice(0, 32)
    const expected = sha512_256(publicKey).slice(-CHECKSUM_BYTES)
    return expected.every((byte, index) => byte === bytes[32 + index])
  } catch {
    return false
  }
}
