/** §9: the swap provider fee, 0.85 %, in basis points. */
export const SWAP_PROVIDER_FEE_BPS = 85n

/**
 * The amount that reaches the pool once the §9 provider fee (`feeBps`, default 0.85 %) is set aside (see
 * docs/adr/0005-swap-fee.md); a venue's `providerFeeBps` in portico.config.json sets it.
 *
 * @example
 * amountAfterProviderFee(10_000n) // 9_915n
 * amountAfterProviderFee(1n) // 0n
 */
export function amountAfterProviderFee(amount: bigint, feeBps: bigint = SWAP_PROVIDER_FEE_BPS): bigint {
  // Rounded up, so that no amount, however small, escapes the fee.
  return amount - (amount * feeBps + 9_999n) / 10_000n
}
