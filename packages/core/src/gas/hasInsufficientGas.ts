/** Parameters of {@link hasInsufficientGas}. */
export interface HasInsufficientGasParameters {
  /** The account's network-token balance in USD. */
  networkBalanceInUSD: number | string | undefined
  /** What the transaction's gas costs in USD. */
  gasPriceInUSD: number | undefined
  /** Smart accounts have their gas sponsored or paid otherwise. */
  isSmartAccount?: boolean | undefined
}

/**
 * §5 gas check: insufficient when the network-token balance in USD is 0 or below the gas price in USD; never
 * for smart accounts.
 *
 * @example
 * hasInsufficientGas({ networkBalanceInUSD: 0.5, gasPriceInUSD: 1.2 }) // true
 * hasInsufficientGas({ networkBalanceInUSD: 0, gasPriceInUSD: 1, isSmartAccount: true }) // false
 */
export function hasInsufficientGas({
  networkBalanceInUSD,
  gasPriceInUSD,
  isSmartAccount = false,
}: HasInsufficientGasParameters): boolean {
  if (isSmartAccount) return false
  const balance = Number(networkBalanceInUSD ?? 0)
  if (!Number.isFinite(balance) || balance <= 0) return true
  return gasPriceInUSD !== undefined && balance < gasPriceInUSD
}
