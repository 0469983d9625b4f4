/** §4: a pairing counts as expired within 10 s of its expiry. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** §4, §9: a new pairing lasts 4 minutes. */
export const PAIRING_LIFETIME_MS = 4 * 60_000

/**
 * Whether a pairing that expires at `pairingExpiry` (ms since epoch) is expired at `now`: §4 counts the last
 * 10 s as expired, so a wallet is never shown a code that dies while it scans.
 *
 * @example
 * isPairingExpired(Date.now() + 5_000) // true
 * isPairingExpired(Date.now() + 60_000) // false
 */
export function isPairingExpired(pairingExpiry: number | undefined, now = Date.now()): boolean {
  return pairingExpiry === undefined || pairingExpiry - now <= PAIRING_EXPIRY_MARGIN_MS
}
