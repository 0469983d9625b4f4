import { describe, expect, it } from 'vitest'
import { computeSwapSummary, minimumSwapOutput } from './computeSwapSummary.ts'

const eth = { decimals: 18, price: 3000 }
const pusd = { decimals: 6, price: 1 }
// 0.5 ETH: 0.00425 ETH fee (0.85 %), 0.49575 ETH reach the pool, which gives 1,478.11 PUSD.
const quote = { fromAmount: 5n * 10n ** 17n, toAmount: 1_478_110_000n, providerFee: 4_250_000_000_000_000n }

describe('computeSwapSummary', () => {
  it('shows the quote, the provider fee and its USD value', () => {
    const summary = computeSwapSummary({
      sourceToken: eth,
      toToken: pusd,
      quote,
      slippage: 1,
      gasPrice: 2_000_000_000n,
      networkPrice: 3000,
    })
    expect(summary.toTokenAmount).toBe('1478.11')
    expect(summary.providerFee).toBe('0.00425')
    expect(summary.providerFeeInUSD).toBeCloseTo(12.75, 10)
    expect(summary.rate).toBe('2956.22')
  })

  it('prices the impact on what reaches the pool, not on the provider fee', () => {
    const summary = computeSwapSummary({
      sourceToken: eth,
      toToken: pusd,
      quote,
      slippage: 1,
      gasPrice: 1n,
      networkPrice: 3000,
    })
    // 0.49575 ETH × 3,000 = 1,487.25 USD in, 1,478.11 USD out.
    expect(summary.priceImpact).toBeCloseTo((1 - 1478.11 / 1487.25) * 100, 10)
    const unpriced = computeSwapSummary({
      sourceToken: eth,
      toToken: { decimals: 6, price: 0 },
      quote,
      slippage: 1,
      gasPrice: 1n,
      networkPrice: 3000,
    })
    expect(unpriced.priceImpact).toBeUndefined()
  })

  it('costs the network §9 150,000 gas at the gas price, in the native coin and in USD', () => {
    const summary = computeSwapSummary({
      sourceToken: eth,
      toToken: pusd,
      quote,
      slippage: 1,
      gasPrice: 2_000_000_000n,
      networkPrice: 2500,
    })
    expect(summary.gasFee).toBe('0.0003')
    expect(summary.gasPriceInUSD).toBeCloseTo(0.75, 10)
  })

  it('gives the minimum received the swap transaction enforces, for each slippage', () => {
    const at = (slippage: number) =>
      computeSwapSummary({ sourceToken: eth, toToken: pusd, quote, slippage, gasPrice: 1n, networkPrice: 1 })
    expect(at(1)).toMatchObject({ minimumReceived: '1463.3289', maxSlippage: '14.7811' })
    expect(at(0.5)).toMatchObject({ minimumReceived: '1470.71945', maxSlippage: '7.39055' })
    expect(at(1).minimumReceivedBaseUnits).toBe(1_463_328_900n)
  })

  it('rounds the minimum down as the API does (services/api buildSwapTransaction)', () => {
    // The API: amountOutMin = toAmount × (10,000 − round(slippage × 100)) / 10,000, rounded down.
    expect(minimumSwapOutput(999n, 1)).toBe(989n)
    expect(minimumSwapOutput(10_000n, 0.333)).toBe(9_967n)
    expect(minimumSwapOutput(10_000n, 50)).toBe(5_000n)
  })
})
