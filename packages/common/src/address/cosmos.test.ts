import { bech32, bech32m } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isCosmosAddress } from './cosmos.ts'

describe('Cosmos addresses', () => {
  it('accepts bech32 with a 20- or 32-byte payload under any prefix', () => {
    expect(isCosmosAddress(bech32.encode('cosmos', bech32.toWords(new Uint8Array(20).fill(1))))).toBe(true)
    expect(isCosmosAddress(bech32.encode('osmo', bech32.toWords(new Uint8Array(32).fill(2))))).toBe(true)
  })

  it('rejects other payload sizes, bech32m and corrupted checksums', () => {
    const valid = bech32.encode('cosmos', bech32.toWords(new Uint8Array(20).fill(1)))
    expect(isCosmosAddress(`${valid.slice(0, -1)}${valid.endsWith('q') ? 'p' : 'q'}`)).toBe(false)
    expect(isCosmosAddress(bech32.encode('cosmos', bech32.toWords(new Uint8Array(21))))).toBe(false)
    expect(isCosmosAddress(bech32m.encode('cosmos', bech32m.toWords(new Uint8Array(20))))).toBe(false)
    expect(isCosmosAddress('cosmos1xyz')).toBe(false)
  })
})
