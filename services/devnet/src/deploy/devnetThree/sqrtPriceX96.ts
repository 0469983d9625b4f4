function squareRoot(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}

/**
 * The Uniswap V3 starting price of a pool holding `amount0` of token0 against `amount1` of token1 (base units):
 * floor(sqrt(amount1 / amount0) × 2^96).
 *
 * @example
 * sqrtPriceX96(1n, 1n) // 79228162514264337593543950336n (2^96)
 */
export function sqrtPriceX96(amount0: bigint, amount1: bigint): bigint {
  if (amount0 <= 0n || amount1 <= 0n) throw new RangeError('Both pool amounts must be positive')
  return squareRoot((amount1 << 192n) / amount0)
}

const MAX_TICK = 887_272

/**
 * The widest ticks a position may use in a pool with `tickSpacing`: liquidity there is active at every price.
 *
 * @example
 * fullRangeTicks(60) // { tickLower: -887220, tickUpper: 887220 }
 */
export function fullRangeTicks(tickSpacing: number): { tickLower: number; tickUpper: number } {
  const tickUpper = Math.floor(MAX_TICK / tickSpacing) * tickSpacing
  return { tickLower: -tickUpper, tickUpper }
}
