import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../errors/caip.ts'
import { encodeSs58Address, isSs58Address, parseSs58Address } from './polkadot.ts'

// Substrate's well-known development account Alice.
const ALICE = hex.decode('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')

describe('Polkadot SS58 addresses', () => {
  it.each([
    [42, '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
    [0, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
    [2, 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'],
  ])('encodes and parses Alice with prefix %i', (prefix, address) => {
    expect(encodeSs58Address(ALICE, prefix)).toBe(address)
    expect(parseSs58Address(address)).toEqual({ prefix, publicKey: ALICE })
    expect(isSs58Address(address, { prefix })).toBe(true)
  })

  it('round-trips two-byte prefixes and 33-byte keys', () => {
    for (const prefix of [64, 255, 1284, 16383]) {
      const address = encodeSs58Address(ALICE, prefix)
      expect(parseSs58Address(address)).toEqual({ prefix, publicKey: ALICE })
    }
    const ecdsaKey = Uint8Array.of(2, ...ALICE)
    expect(parseSs58Address(encodeSs58Address(ecdsaKey, 0)).publicKey).toEqual(ecdsaKey)
  })

  it('rejects a corrupted checksum, another prefix, reserved prefixes and bad lengths', () => {
    expect(isSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ')).toBe(false)
    expect(isSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', { prefix: 0 })).toBe(false)
    expect(isSs58Address('')).toBe(false)
    expect(isSs58Address('0x1234')).toBe(false)
    expect(isSs58Address('11111111111111111111111111111111')).toBe(false)
    expect(() => parseSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ')).toThrow(
      'Invalid polkadot address',
    )
    expect(() => encodeSs58Address(ALICE, 46)).toThrow(InvalidAddressError)
    expect(() => encodeSs58Address(ALICE, 16384)).toThrow(InvalidAddressError)
    expect(() => encodeSs58Address(ALICE.slice(1), 0)).toThrow(InvalidAddressError)
  })
})
