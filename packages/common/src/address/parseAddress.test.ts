import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { KNOWN_NAMESPACES } from '../namespace.ts'
import { InvalidAddressError } from '../errors/caip.ts'
import { isAddressForNamespace, parseAddress } from './parseAddress.ts'

const SAMPLES: Record<(typeof KNOWN_NAMESPACES)[number], string> = {
  eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  bip122: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  cosmos: bech32.encode('cosmos', bech32.toWords(new Uint8Array(20).fill(1))),
  algorand: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
  cip34: `addr1${'q'.repeat(98)}`,
  elrond: 'erd1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq6gq4hu',
  multiversx: 'erd1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq6gq4hu',
  near: 'alice.near',
  tezos: 'tz1burnburnburnburnburnburnburjAYjjX',
}

const STRICT_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'algorand', 'tezos'] as const

describe('isAddressForNamespace / parseAddress', () => {
  it.each(KNOWN_NAMESPACES)('dispatches %s to its rule', (namespace) => {
    expect(isAddressForNamespace(SAMPLES[namespace], namespace)).toBe(true)
    // near and cosmos rules are broad (any lower-case name; any bech32 prefix), so they are left out here.
    for (const other of STRICT_NAMESPACES) {
      if (SAMPLES[other] !== SAMPLES[namespace] && namespace !== 'near' && namespace !== 'cosmos') {
        expect(isAddressForNamespace(SAMPLES[other], namespace)).toBe(false)
      }
    }
  })

  it('returns the canonical form and throws the catalogue error', () => {
    expect(parseAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8', 'eip155')).toBe(SAMPLES.eip155)
    expect(parseAddress(SAMPLES.solana, 'solana')).toBe(SAMPLES.solana)
    expect(() => parseAddress(SAMPLES.eip155, 'solana')).toThrow(InvalidAddressError)
    expect(() => parseAddress(SAMPLES.eip155, 'toString')).toThrow('Invalid toString address')
    expect(isAddressForNamespace(SAMPLES.eip155, '__proto__')).toBe(false)
  })

  it('passes options to the namespace rule', () => {
    expect(
      isAddressForNamespace('0x70997970c51812dc3A010C7d01b50e0d17dc79C8', 'eip155', { strict: true }),
    ).toBe(false)
    expect(isAddressForNamespace(SAMPLES.bip122, 'bip122', { bitcoinNetwork: 'testnet' })).toBe(false)
    expect(isAddressForNamespace(SAMPLES.polkadot, 'polkadot', { ss58Prefix: 42 })).toBe(false)
  })
})
