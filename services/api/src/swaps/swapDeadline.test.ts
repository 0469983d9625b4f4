import { describe, expect, it } from 'vitest'
import { swapDeadline } from './swapDeadline.ts'

describe('swapDeadline', () => {
  it('counts from the clock when the latest block is old (an idle chain that mines on demand)', () => {
    expect(swapDeadline({ blockTimestamp: 1_000n, nowSeconds: 5_000n, window: 1_200n })).toBe(6_200n)
  })

  it('counts from the block when the chain runs ahead of the clock', () => {
    expect(swapDeadline({ blockTimestamp: 9_000n, nowSeconds: 5_000n, window: 1_200n })).toBe(10_200n)
  })

  it('reads the clock when none is given', () => {
    const now = BigInt(Math.floor(Date.now() / 1000))
    expect(swapDeadline({ blockTimestamp: 0n, window: 60n })).toBeGreaterThanOrEqual(now + 60n)
  })
})
