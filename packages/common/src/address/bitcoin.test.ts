import { sha256 } from '@noble/hashes/sha2'
import { bech32, createBase58check } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../errors/caip.ts'
import { isBitcoinAddress, parseBitcoinAddress } from './bitcoin.ts'

const base58check = createBase58check(sha256)

describe('Bitcoin addresses', () => {
  it.each([
    // The genesis block's coinbase address and the Bitcoin wiki's P2SH example.
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'p2pkh', 'mainnet'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh', 'mainnet'],
    // BIP-173 and BIP-350 test vectors.
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh', 'mainnet'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'p2wpkh', 'mainnet'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'p2wsh', 'testnet'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'p2tr', 'mainnet'],
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'p2tr', 'testnet'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'witness-unknown', 'mainnet'],
    ['BC1SW50QGDZ25J', 'witness-unknown', 'mainnet'],
  ])('accepts %s', (address, type, network) => {
    expect(parseBitcoinAddress(address)).toMatchObject({ type, network })
    expect(isBitcoinAddress(address, { network: network as 'mainnet' | 'testnet' })).toBe(true)
  })

  it('accepts generated base58 test and regtest addresses and regtest segwit', () => {
    const hash = new Uint8Array(20).fill(7)
    const p2pkh = base58check.encode(Uint8Array.of(0x6f, ...hash))
    const p2sh = base58check.encode(Uint8Array.of(0xc4, ...hash))
    expect(parseBitcoinAddress(p2pkh)).toMatchObject({ type: 'p2pkh', network: 'testnet', payload: hash })
    expect(parseBitcoinAddress(p2sh)).toMatchObject({ type: 'p2sh', network: 'testnet' })
    expect(isBitcoinAddress(p2pkh, { network: 'regtest' })).toBe(true)
    expect(isBitcoinAddress(p2pkh, { network: 'mainnet' })).toBe(false)
    expect(parseBitcoinAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toMatchObject({
      type: 'p2wpkh',
      network: 'regtest',
    })
  })

  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'corrupted base58 checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'corrupted bech32 checksum'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'v1 with a bech32 checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'v0 with a bech32m checksum'],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'v0 program of 16 bytes'],
    ['bc1rw5uspcuh', 'program of 1 byte'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3Q0sl5k7', 'mixed case'],
    ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', 'another coin'],
    ['', 'empty'],
  ])('rejects %s (%s)', (address) => {
    expect(isBitcoinAddress(address)).toBe(false)
    expect(() => parseBitcoinAddress(address)).toThrow(InvalidAddressError)
  })

  it('ignores prototype names as prefixes', () => {
    const words = [0, ...bech32.toWords(new Uint8Array(20))]
    expect(isBitcoinAddress(bech32.encode('constructor', words))).toBe(false)
    expect(isBitcoinAddress(bech32.encode('__proto__', words))).toBe(false)
  })

  it('rejects an address of another network when one is asked for', () => {
    expect(() => parseBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', { network: 'testnet' })).toThrow(
      'Invalid bip122 address',
    )
    expect(
      isBitcoinAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', {
        network: 'regtest',
      }),
    ).toBe(false)
  })
})
