import { describe, expect, it } from 'vitest'
import { InvalidDecimalStringError } from '../errors/balance.ts'
import {
  formatNetworkBalance,
  formatSwapDestinationAmount,
  formatSwapMessageAmount,
  formatTransactionAmount,
} from './amount.ts'

describe('amount formatting', () => {
  it('shows transaction amounts with 3 decimals (§2)', () => {
    expect(formatTransactionAmount('1234.56789')).toBe('1,234.567')
    expect(formatTransactionAmount('0.1')).toBe('0.100')
    expect(formatTransactionAmount('1234.5', { grouping: false })).toBe('1234.500')
  })

  it('shows the swap destination with 6 decimals and 3 in messages (§5)', () => {
    expect(formatSwapDestinationAmount('0.123456789')).toBe('0.123456')
    expect(formatSwapMessageAmount('3456.78912')).toBe('3,456.789')
  })

  it("shows '0.00' for test networks, unsupported chains and unknown balances (§2)", () => {
    expect(formatNetworkBalance('12.3456', { testnet: false, supported: true })).toBe('12.34')
    expect(formatNetworkBalance('12.3456')).toBe('12.34')
    expect(formatNetworkBalance('12.3456', { testnet: true })).toBe('0.00')
    expect(formatNetworkBalance('12.3456', { supported: false })).toBe('0.00')
    expect(formatNetworkBalance(undefined)).toBe('0.00')
    expect(formatNetworkBalance('1.23456', {}, { decimals: 4 })).toBe('1.2345')
  })

  it('rejects what is not a decimal string', () => {
    expect(() => formatTransactionAmount('1e5')).toThrow(InvalidDecimalStringError)
  })
})
