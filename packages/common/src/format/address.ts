import { ADDRESS_CHARS_END, ADDRESS_CHARS_START } from '../constants.ts'

/**
 * Shortens an address for display: the first `charsStart` characters, an ellipsis, the last `charsEnd`.
 * An address already that short is returned as it is.
 *
 * @param address - Any address string (EVM, Solana, …); it is not validated.
 * @param charsStart - Characters kept at the start, `0x` included (§2: 4).
 * @param charsEnd - Characters kept at the end (§2: 6).
 *
 * @example
 * truncateAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '0x70…dc79C8'
 */
export function truncateAddress(
  address: string,
  charsStart = ADDRESS_CHARS_START,
  charsEnd = ADDRESS_CHARS_END,
): string {
  if (address.length <= charsStart + charsEnd + 1) return address
  return `${address.slice(0, charsStart)}…${address.slice(address.length - charsEnd)}`
}
