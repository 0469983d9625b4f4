import { getAddress, isAddress, type Address } from 'viem'

/** CAIP-10: `namespace:reference:address` (CAIP-2 chain id, then the account address). */
export const CAIP10_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/**
 * One spelling per account: an eip155 address in checksum form, other namespaces as given.
 * Returns undefined for a string that is not CAIP-10 or an eip155 account with a malformed address.
 *
 * @example
 * normalizeCaip10Account('eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
 * // 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function normalizeCaip10Account(account: string): string | undefined {
  if (!CAIP10_PATTERN.test(account)) return undefined
  const [namespace, reference, address] = account.split(':') as [string, string, string]
  if (namespace !== 'eip155') return account
  if (!/^\d+$/.test(reference) || !isAddress(address, { strict: false })) return undefined
  return `eip155:${reference}:${getAddress(address)}`
}

/**
 * The EVM address of an eip155 CAIP-10 account, else undefined.
 *
 * @example
 * evmAddressOf('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…'
 */
export function evmAddressOf(account: string): Address | undefined {
  const normalized = normalizeCaip10Account(account)
  return normalized?.startsWith('eip155:') ? (normalized.split(':')[2] as Address) : undefined
}
