import { describe, expect, it } from 'vitest'
import { amountAfterProviderFee, SWAP_PROVIDER_FEE_BPS } from './amountAfterProviderFee.ts'

describe('amountAfterProviderFee (§9: provider fee 0.85 %)', () => {
  it('sets aside 0.85 % of the input', () => {
    expect(SWAP_PROVIDER_FEE_BPS).toBe(85n)
    expect(amountAfterProviderFee(10_000n)).toBe(9_915n)
    expect(amountAfterProviderFee(10n ** 18n)).toBe(991_500_000_000_000_000n)
  })

  it('rounds the fee up, so that no amount escapes it', () => {
    expect(amountAfterProviderFee(1n)).toBe(0n)
    expect(amountAfterProviderFee(100n)).toBe(99n)
    expect(amountAfterProviderFee(10_001n)).toBe(9_915n)
  })
})
