/**
 * The router deadline of a swap built now: `window` seconds after the later of the chain's latest block time and the
 * clock. A chain that mines only on demand (anvil, a quiet L2) can have a latest block minutes old; its next
 * block takes the clock's time, so a deadline counted from the old block would already have passed
 * ("UniswapV2Router: EXPIRED"). A chain whose clock runs ahead keeps its own time.
 *
 * @example
 * swapDeadline({ blockTimestamp: 1_700_000_000n, nowSeconds: 1_700_003_600n, window: 1200n }) // 1_700_004_800n
 */
export function swapDeadline({
  blockTimestamp,
  nowSeconds = BigInt(Math.floor(Date.now() / 1000)),
  window,
}: {
  /** Timestamp of the chain's latest block. */
  blockTimestamp: bigint
  /** The clock, in seconds. */
  nowSeconds?: bigint
  /** How long the transaction stays valid. */
  window: bigint
}): bigint {
  return (blockTimestamp > nowSeconds ? blockTimestamp : nowSeconds) + window
}
