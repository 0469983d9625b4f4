import { describe, expect, it } from 'vitest'
import { truncateAddress } from './address.ts'

describe('truncateAddress', () => {
  it('keeps 4 leading and 6 trailing characters by default (§2)', () => {
    expect(truncateAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x70…dc79C8')
  })

  it('takes other lengths', () => {
    expect(truncateAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 6, 4)).toBe('0x7099…79C8')
  })

  it('returns a string that would not get shorter unchanged', () => {
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
    expect(truncateAddress('0x123456789')).toBe('0x123456789')
    expect(truncateAddress('0x1234567890')).toBe('0x12…567890')
    expect(truncateAddress('')).toBe('')
  })
})
