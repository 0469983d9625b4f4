import { describe, expect, it } from 'vitest'
import { InvalidDecimalStringError } from '../errors/balance.ts'
import { formatBalance, formatTokenAmount, isDecimalString } from './number.ts'

describe('formatBalance', () => {
  it('shows 2 decimals by default, rounded down, with en-US grouping', () => {
    expect(formatBalance('9998.765432109876543210')).toBe('9,998.76')
    expect(formatBalance('0')).toBe('0.00')
    expect(formatBalance('10000')).toBe('10,000.00')
    expect(formatBalance('1.999')).toBe('1.99')
    expect(formatBalance('0.009')).toBe('0.00')
  })

  it('keeps precision far beyond a float', () => {
    expect(formatBalance('123456789012345678901234567890.999999999999999999')).toBe(
      '123,456,789,012,345,678,901,234,567,890.99',
    )
    expect(formatBalance('0.000000000000000001', { decimals: 18 })).toBe('0.000000000000000001')
  })

  it('takes other decimal counts and can drop grouping', () => {
    expect(formatBalance('1234.5', { decimals: 4 })).toBe('1,234.5000')
    expect(formatBalance('1234.56789', { decimals: 0 })).toBe('1,234')
    expect(formatBalance('1234567.891', { grouping: false })).toBe('1234567.89')
    expect(formatBalance('1234.5678', { decimals: 3 })).toBe('1,234.567')
  })

  it('accepts leading zeros, a bare point and surrounding spaces', () => {
    expect(formatBalance('000123.4')).toBe('123.40')
    expect(formatBalance('.5')).toBe('0.50')
    expect(formatBalance('7.')).toBe('7.00')
    expect(formatBalance(' 42 ')).toBe('42.00')
  })

  it('rounds negative amounts toward zero and never shows -0.00', () => {
    expect(formatBalance('-1234.567')).toBe('-1,234.56')
    expect(formatBalance('-0.001')).toBe('0.00')
  })

  it('rejects what is not a plain decimal string', () => {
    for (const value of ['', '.', 'abc', '1e-7', '1,000', '--1', '1.2.3', 'NaN']) {
      expect(() => formatBalance(value)).toThrow(InvalidDecimalStringError)
    }
    expect(() => formatBalance('1', { decimals: -1 })).toThrow(RangeError)
    expect(() => formatBalance('1', { decimals: 1.5 })).toThrow(RangeError)
  })
})

describe('formatTokenAmount', () => {
  it('formats an amount in the smallest unit', () => {
    expect(formatTokenAmount(9_998_765_432_109_876_543_210n, 18)).toBe('9,998.76')
    expect(formatTokenAmount(0n, 18)).toBe('0.00')
    expect(formatTokenAmount(1_500_000n, 6, { decimals: 3 })).toBe('1.500')
    expect(formatTokenAmount(1n, 18)).toBe('0.00')
  })
})

describe('isDecimalString', () => {
  it('tells plain decimals from other strings', () => {
    expect(isDecimalString('9998.765432109876543210')).toBe(true)
    expect(isDecimalString('-0.5')).toBe(true)
    expect(isDecimalString('1e-7')).toBe(false)
    expect(isDecimalString('')).toBe(false)
    expect(isDecimalString('.')).toBe(false)
  })
})
