import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../errors/caip.ts'
import { encodeSolanaAddress, isSolanaAddress, parseSolanaAddress } from './solana.ts'

// The system program, the SPL token program and the USDC mint.
const KNOWN = [
  '11111111111111111111111111111111',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
]

describe('Solana addresses (§5)', () => {
  it('accepts well-known public keys', () => {
    for (const address of KNOWN) expect(isSolanaAddress(address)).toBe(true)
    expect(parseSolanaAddress(KNOWN[0] ?? '')).toEqual(new Uint8Array(32))
  })

  it('round-trips a generated key', () => {
    const key = Uint8Array.from({ length: 32 }, (_, index) => (index * 37 + 11) % 256)
    expect(parseSolanaAddress(encodeSolanaAddress(key))).toEqual(key)
  })

  it('rejects other alphabets, lengths and byte counts', () => {
    const thirtyThreeBytes = base58.encode(new Uint8Array(33).fill(255))
    for (const value of [
      '',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vI',
      thirtyThreeBytes,
      '1111111111111111111111111111111',
    ]) {
      expect(isSolanaAddress(value)).toBe(false)
    }
    expect(() => parseSolanaAddress('nope')).toThrow(InvalidAddressError)
    expect(() => encodeSolanaAddress(new Uint8Array(31))).toThrow(InvalidAddressError)
  })
})
