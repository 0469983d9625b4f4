// CIP-19: Shelley addresses are bech32 with the `addr`/`addr_test` (payment) or `stake`/`stake_test` (reward)
// prefix; Byron-era addresses are base58 and start with `Ae2` or `DdzFF`.
const SHELLEY_ADDRESS_PATTERN = /^(addr|addr_test|stake|stake_test)1[02-9ac-hj-np-z]{50,}$/
const BYRON_ADDRESS_PATTERN = /^(Ae2|DdzFF)[1-9A-HJ-NP-Za-km-z]{50,120}$/

/**
 * Whether `value` is a Cardano address (CAIP namespace `cip34`). Rule, syntactic only: a lower-case CIP-19
 * bech32 string with an `addr`, `addr_test`, `stake` or `stake_test` prefix (the checksum is not verified,
 * as Shelley addresses exceed bech32's 90-character limit), or a base58 Byron address starting with `Ae2` or
 * `DdzFF`.
 *
 * @example
 * isCardanoAddress('stake1uyehkck0lajq8gr28t9uxnuvgcqrc6070x3k9r8048z8y5gh6ffgw') // true
 */
export function isCardanoAddress(value: string): boolean {
  return SHELLEY_ADDRESS_PATTERN.test(value) || BYRON_ADDRESS_PATTERN.test(value)
}
