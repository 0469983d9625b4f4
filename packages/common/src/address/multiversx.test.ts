import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isMultiversxAddress } from './multiversx.ts'

describe('MultiversX / Elrond addresses', () => {
  it('accepts erd bech32 with a 32-byte key', () => {
    const address = bech32.encode('erd', bech32.toWords(new Uint8Array(32).fill(9)))
    expect(address).toHaveLength(62)
    expect(isMultiversxAddress(address)).toBe(true)
  })

  it('rejects other prefixes and sizes', () => {
    expect(isMultiversxAddress(bech32.encode('cosmos', bech32.toWords(new Uint8Array(32))))).toBe(false)
    expect(isMultiversxAddress(bech32.encode('erd', bech32.toWords(new Uint8Array(20))))).toBe(false)
    expect(isMultiversxAddress('erd1')).toBe(false)
  })
})
