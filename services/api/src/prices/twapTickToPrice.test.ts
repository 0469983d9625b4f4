import { describe, expect, it } from 'vitest'
import { meanTick, tickToPrice } from './twapTickToPrice.ts'

describe('meanTick', () => {
  it('divides the cumulative change by the window', () => {
    expect(meanTick(1_000n, 1_000n + 1_800n * 250n, 1_800)).toBe(250)
  })
  it('rounds a negative mean towards negative infinity, as OracleLibrary does', () => {
    expect(meanTick(0n, -1_801n, 1_800)).toBe(-2)
    expect(meanTick(0n, -3_600n, 1_800)).toBe(-2)
  })
})

describe('tickToPrice', () => {
  it('is 1 at tick 0 for tokens of equal decimals', () => {
    expect(tickToPrice(0, 18, 18)).toBe(1)
  })
  it('scales by the decimals: WETH (18) priced in a 6-decimal dollar near tick -196,257 is about 3,000', () => {
    expect(tickToPrice(-196_257, 18, 6)).toBeGreaterThan(2_999)
    expect(tickToPrice(-196_257, 18, 6)).toBeLessThan(3_001)
  })
})
