import { describe, expect, it } from 'vitest'
import { hasInsufficientGas } from './hasInsufficientGas.ts'

describe('gas check (§5)', () => {
  it('is insufficient when the network balance in USD is 0', () => {
    expect(hasInsufficientGas({ networkBalanceInUSD: 0, gasPriceInUSD: 0.01 })).toBe(true)
    expect(hasInsufficientGas({ networkBalanceInUSD: '0', gasPriceInUSD: undefined })).toBe(true)
  })
  it('is insufficient when the network balance in USD is below the gas price in USD', () => {
    expect(hasInsufficientGas({ networkBalanceInUSD: 0.5, gasPriceInUSD: 1.2 })).toBe(true)
    expect(hasInsufficientGas({ networkBalanceInUSD: 2, gasPriceInUSD: 1.2 })).toBe(false)
  })
  it('is never insufficient for smart accounts', () => {
    expect(hasInsufficientGas({ networkBalanceInUSD: 0, gasPriceInUSD: 5, isSmartAccount: true })).toBe(false)
  })
})
