import { ChainRequiredError } from '@portico/common'

/** §5 name-service suffixes: `.reown.id`, and the legacy `.wcn.id`. */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const

/** §5: below 2^31, so the EVM chain id fits the ENSIP-11 coin type. */
export const COIN_TYPE_CHAIN_ID_LIMIT = 2 ** 31

/**
 * §5 account name: letters, digits and hyphens only, at least 4 characters (the label before the suffix).
 *
 * @example
 * isValidAccountName('alice-1') // true
 * isValidAccountName('al!') // false
 */
export function isValidAccountName(label: string): boolean {
  return /^[a-zA-Z0-9-]{4,}$/.test(label)
}

/**
 * The full name for a label: the first suffix unless the label already ends with one.
 *
 * @example
 * withNameSuffix('alice') // 'alice.reown.id'
 */
export function withNameSuffix(label: string, suffix: string = NAME_SUFFIXES[0]): string {
  const lower = label.trim().toLowerCase()
  return NAME_SUFFIXES.some((known) => lower.endsWith(known)) ? lower : `${lower}${suffix}`
}

/**
 * §5: the name-service coin type derives from the EVM chain id (ENSIP-11: 0x80000000 | chainId), which must be
 * below 2^31.
 *
 * @throws {ChainRequiredError} when the chain id is not an integer from 1 to 2^31 - 1.
 *
 * @example
 * coinTypeForChainId(1) // 2147483649
 */
export function coinTypeForChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= COIN_TYPE_CHAIN_ID_LIMIT) {
    throw new ChainRequiredError({ purpose: `with an id below 2^31 for names (got ${chainId})` })
  }
  return (0x80000000 | chainId) >>> 0
}
