import { sha256 } from '@noble/hashes/sha2'
import { createBase58check } from '@scure/base'

const base58check = createBase58check(sha256)
// Tezos: tz1 (ed25519), tz2 (secp256k1), tz3 (p256), tz4 (BLS) implicit accounts and KT1 contracts, each a
// 3-byte prefix and a 20-byte hash in base58check (36 characters).
const TEZOS_ADDRESS_PATTERN = /^(tz[1-4]|KT1)[1-9A-HJ-NP-Za-km-z]{33}$/
const DECODED_BYTES = 23

/**
 * Whether `value` is a Tezos address. Rule: `tz1`–`tz4` or `KT1`, 36 base58 characters in all, whose
 * base58check (double SHA-256) checksum holds and which carries a 3-byte prefix and a 20-byte hash.
 *
 * @example
 * isTezosAddress('tz1burnburnburnburnburnburnburjAYjjX') // true (the burn address)
 */
export function isTezosAddress(value: string): boolean {
  if (!TEZOS_ADDRESS_PATTERN.test(value)) return false
  try {
    return base58check.decode(value).length === DECODED_BYTES
  } catch {
    return false
  }
}
