import { bech32 } from '@scure/base'

/**
 * Whether `value` is a Cosmos SDK account address. Rule: bech32 with a valid checksum, any lower-case
 * human-readable part (`cosmos`, `osmo`, …) and a 20-byte (key hash) or 32-byte (module/ICA) payload.
 *
 * @example
 * isCosmosAddress(bech32.encode('cosmos', bech32.toWords(new Uint8Array(20)))) // true
 * isCosmosAddress('cosmos1xyz') // false
 */
export function isCosmosAddress(value: string): boolean {
  try {
    const { prefix, words } = bech32.decode(value as `${string}1${string}`)
    const length = bech32.fromWords(words).length
    return /^[a-z]+$/.test(prefix) && (length === 20 || length === 32)
  } catch {
    return false
  }
}
