import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../errors/caip.ts'
import { isEvmAddress, parseEvmAddress } from './evm.ts'

// Anvil's first two dev accounts and the EIP-55 specification's own examples.
const CHECKSUMMED = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
]

describe('EVM addresses (§5)', () => {
  it('accepts 40 hex digits with or without 0x, checksummed or single-case', () => {
    for (const address of CHECKSUMMED) {
      expect(isEvmAddress(address, { strict: true })).toBe(true)
      expect(isEvmAddress(address.toLowerCase(), { strict: true })).toBe(true)
      expect(isEvmAddress(`0x${address.slice(2).toUpperCase()}`, { strict: true })).toBe(true)
      expect(isEvmAddress(address.slice(2))).toBe(true)
    }
  })

  it('rejects a bad checksum only in strict mode', () => {
    const corrupted = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'
    expect(isEvmAddress(corrupted)).toBe(true)
    expect(isEvmAddress(corrupted, { strict: true })).toBe(false)
  })

  it('rejects wrong lengths and non-hex characters', () => {
    for (const value of [
      '',
      '0x',
      '0x7099',
      `${CHECKSUMMED[1]}00`,
      '0x70997970C51812dc3A010C7d01b50e0d17dc79CG',
      '0X70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ]) {
      expect(isEvmAddress(value)).toBe(false)
    }
  })

  it('parses to the 0x-prefixed checksum form', () => {
    expect(parseEvmAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(CHECKSUMMED[1])
    expect(() => parseEvmAddress('0x1234')).toThrow(InvalidAddressError)
    expect(() => parseEvmAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8', { strict: true })).toThrow(
      'Invalid eip155 address',
    )
  })
})
