/**
 * The mean tick over a window from `observe`'s two tick cumulatives, rounded towards negative infinity as
 * Uniswap's OracleLibrary.consult does.
 *
 * @example
 * meanTick(0n, 1_800n * -200n, 1_800) // -200
 */
export function meanTick(cumulativeThen: bigint, cumulativeNow: bigint, seconds: number): number {
  const delta = cumulativeNow - cumulativeThen
  const window = BigInt(seconds)
  let tick = delta / window
  if (delta < 0n && delta % window !== 0n) tick -= 1n
  return Number(tick)
}

/**
 * Whole units of token1 one whole token0 is worth at `tick` (price = 1.0001^tick in base units, scaled by the
 * tokens' decimals).
 *
 * @example
 * tickToPrice(-196_257, 18, 6) // ≈ 3000 (USD with 6 decimals per WETH with 18)
 */
export function tickToPrice(tick: number, decimals0: number, decimals1: number): number {
  return 1.0001 ** tick * 10 ** (decimals0 - decimals1)
}
