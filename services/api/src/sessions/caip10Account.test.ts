import { describe, expect, it } from 'vitest'
import { evmAddressOf, normalizeCaip10Account } from './caip10Account.ts'

const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const checksum = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('normalizeCaip10Account', () => {
  it('gives an eip155 account one spelling: the checksum address', () => {
    expect(normalizeCaip10Account(`eip155:31337:${lower}`)).toBe(`eip155:31337:${checksum}`)
    expect(evmAddressOf(`eip155:1:${lower}`)).toBe(checksum)
  })

  it('keeps other namespaces as given, without an EVM address', () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    expect(normalizeCaip10Account(solana)).toBe(solana)
    expect(evmAddressOf(solana)).toBeUndefined()
  })

  it('rejects strings that are not CAIP-10 and eip155 accounts with a malformed address or chain', () => {
    for (const bad of [
      lower,
      'eip155:31337',
      `eip155:31337:0x1234`,
      `eip155:main:${lower}`,
      `EIP155:1:${lower}`,
    ]) {
      expect(normalizeCaip10Account(bad)).toBeUndefined()
    }
  })
})
