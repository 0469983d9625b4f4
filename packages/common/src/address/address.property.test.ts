import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check, hex } from '@scure/base'
import fc from 'fast-check'
import { checksumAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../errors/caip.ts'
import { KNOWN_NAMESPACES } from '../namespace.ts'
import { parseBitcoinAddress } from './bitcoin.ts'
import { isEvmAddress, parseEvmAddress } from './evm.ts'
import { isAddressForNamespace, parseAddress } from './parseAddress.ts'
import { encodeSs58Address, parseSs58Address } from './polkadot.ts'
import { encodeSolanaAddress, parseSolanaAddress } from './solana.ts'

const base58check = createBase58check(sha256)
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const addressLikeString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: fc.constantFrom(...'0x123456789abcdefABCDEFqpzrytbc1SW'), maxLength: 70 }),
  fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{20,60}$/),
)

describe('address parsing on arbitrary strings', () => {
  it('never throws from the checks, and only InvalidAddressError from parseAddress', () => {
    fc.assert(
      fc.property(
        addressLikeString,
        fc.constantFrom(...KNOWN_NAMESPACES),
        fc.boolean(),
        (value, ns, strict) => {
          const valid = isAddressForNamespace(value, ns, { strict })
          try {
            parseAddress(value, ns, { strict })
            expect(valid).toBe(true)
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidAddressError)
            expect(valid).toBe(false)
          }
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('address round-trips', () => {
  it('EVM: any 20 bytes, in any case, parse to their checksum form', () => {
    fc.assert(
      fc.property(bytes(20), (key) => {
        const lower = `0x${hex.encode(key)}` as const
        const checksummed = checksumAddress(lower)
        expect(isEvmAddress(checksummed, { strict: true })).toBe(true)
        expect(parseEvmAddress(lower.slice(2))).toBe(checksummed)
        expect(parseEvmAddress(checksummed.toUpperCase().replace('0X', '0x'))).toBe(checksummed)
      }),
    )
  })

  it('Solana: any 32-byte key encodes and decodes back', () => {
    fc.assert(
      fc.property(bytes(32), (key) => {
        expect(parseSolanaAddress(encodeSolanaAddress(key))).toEqual(key)
      }),
    )
  })

  it('Polkadot: any key and allowed prefix encode and decode back', () => {
    const prefix = fc.integer({ min: 0, max: 16383 }).filter((value) => value !== 46 && value !== 47)
    fc.assert(
      fc.property(bytes(32), prefix, (key, ss58Prefix) => {
        expect(parseSs58Address(encodeSs58Address(key, ss58Prefix))).toEqual({
          prefix: ss58Prefix,
          publicKey: key,
        })
      }),
    )
  })

  it('Bitcoin: base58check and segwit encodings of any hash decode back', () => {
    fc.assert(
      fc.property(bytes(20), bytes(32), fc.constantFrom(0x00, 0x05, 0x6f, 0xc4), (hash, program, version) => {
        expect(parseBitcoinAddress(base58check.encode(Uint8Array.of(version, ...hash))).payload).toEqual(hash)
        const v0 = bech32.encode('bc', [0, ...bech32.toWords(hash)])
        expect(parseBitcoinAddress(v0)).toMatchObject({ type: 'p2wpkh', payload: hash })
        const v1 = bech32m.encode('tb', [1, ...bech32m.toWords(program)])
        expect(parseBitcoinAddress(v1)).toMatchObject({ type: 'p2tr', network: 'testnet', payload: program })
      }),
    )
  })
})
