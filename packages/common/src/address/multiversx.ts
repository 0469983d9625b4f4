import { bech32 } from '@scure/base'

/**
 * Whether `value` is a MultiversX (formerly Elrond; CAIP namespaces `multiversx` and `elrond`) address.
 * Rule: bech32 with the `erd` prefix, a valid checksum and a 32-byte public key, i.e. 62 characters.
 *
 * @example
 * isMultiversxAddress(bech32.encode('erd', bech32.toWords(new Uint8Array(32)))) // true
 */
export function isMultiversxAddress(value: string): boolean {
  try {
    const { prefix, words } = bech32.decode(value as `${string}1${string}`)
    return prefix === 'erd' && bech32.fromWords(words).length === 32
  } catch {
    return false
  }
}
