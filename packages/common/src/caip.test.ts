import { describe, expect, it } from 'vitest'
import { parseCaipAddress, toCaipAddress, toEip155NetworkId } from './caip.ts'
import { InvalidCaipAddressError } from './errors/caip.ts'

describe('CAIP ids', () => {
  it('builds an EVM network id and an account id', () => {
    expect(toEip155NetworkId(31337)).toBe('eip155:31337')
    expect(toCaipAddress('eip155:31337', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
  })

  it('splits an account id', () => {
    expect(parseCaipAddress('eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual({
      namespace: 'eip155',
      reference: '31337',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
  })

  it("rejects what is not 3 parts with a known namespace ('Invalid CAIP Address', §5)", () => {
    for (const value of ['eip155:1', 'eip155:1:0xabc:extra', 'cosmoz:1:abc', '::', 'eip155::0xabc']) {
      expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    }
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP Address')
  })
})
