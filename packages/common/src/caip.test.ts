import { describe, expect, it } from 'vitest'
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaip10Address,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toEip155NetworkId,
} from './caip.ts'
import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from './errors/caip.ts'

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

  it('accepts every §1 namespace known to address parsing', () => {
    expect(parseCaipAddress('cosmos:cosmoshub-4:cosmos1abc').namespace).toBe('cosmos')
    expect(parseCaipAddress('tezos:NetXdQprcVkpaWU:tz1abc').namespace).toBe('tezos')
  })

  it('joins account ids back', () => {
    const parts = {
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: 'abc',
    } as const
    expect(formatCaipAddress(parts)).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc')
    expect(() => formatCaipAddress({ ...parts, address: 'a:b' })).toThrow(InvalidCaipAddressError)
  })
})

describe('CAIP-2 network ids', () => {
  it('splits and joins network ids', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ namespace: 'eip155', reference: '8453' })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').reference).toBe(
      '000000000019d6689c085ae165831e93',
    )
    expect(
      formatCaipNetworkId({ namespace: 'polkadot', reference: '91b171bb158e2d3848fa23a9f1c25182' }),
    ).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(isCaipNetworkId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(true)
  })

  it("rejects what is not 2 well-formed parts ('Invalid CAIP-2 network id', §5)", () => {
    for (const value of [
      'eip155',
      'eip155:1:0xabc',
      'cosmoz:1',
      ':1',
      'eip155:',
      'eip155:a b',
      `eip155:${'1'.repeat(33)}`,
    ]) {
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
      expect(isCaipNetworkId(value)).toBe(false)
    }
    expect(() => parseCaipNetworkId('eip155')).toThrow('Invalid CAIP-2 network id')
  })
})

describe('parseCaip10Address', () => {
  it('checks the address against its namespace', () => {
    expect(parseCaip10Address('eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8').address).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    expect(() => parseCaip10Address('eip155:1:0x1234')).toThrow(InvalidCaip10AddressError)
    expect(() => parseCaip10Address('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:0x1234')).toThrow(
      'Invalid CAIP-10 address',
    )
    expect(() => parseCaip10Address('eip155:1')).toThrow('Invalid CAIP Address')
  })

  it('checks a Bitcoin address against the network of the reference', () => {
    const mainnetAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect(parseCaip10Address(`bip122:000000000019d6689c085ae165831e93:${mainnetAddress}`).namespace).toBe(
      'bip122',
    )
    expect(parseCaip10Address(`bip122:constructor:${mainnetAddress}`).reference).toBe('constructor')
    expect(() => parseCaip10Address(`bip122:000000000933ea01ad0ee984209779ba:${mainnetAddress}`)).toThrow(
      InvalidCaip10AddressError,
    )
  })
})
