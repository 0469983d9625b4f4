import { sha256 } from '@noble/hashes/sha2'
import { createBase58check } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isTezosAddress } from './tezos.ts'

const base58check = createBase58check(sha256)

describe('Tezos addresses', () => {
  it('accepts the burn address and generated tz1 and KT1 addresses', () => {
    expect(isTezosAddress('tz1burnburnburnburnburnburnburjAYjjX')).toBe(true)
    // Prefix bytes of tz1 (ed25519 key hash) and KT1 (originated contract).
    const tz1 = base58check.encode(Uint8Array.of(6, 161, 159, ...new Uint8Array(20).fill(3)))
    const kt1 = base58check.encode(Uint8Array.of(2, 90, 121, ...new Uint8Array(20).fill(3)))
    expect(tz1.startsWith('tz1')).toBe(true)
    expect(kt1.startsWith('KT1')).toBe(true)
    expect(isTezosAddress(tz1)).toBe(true)
    expect(isTezosAddress(kt1)).toBe(true)
  })

  it('rejects a corrupted checksum and other prefixes', () => {
    expect(isTezosAddress('tz1burnburnburnburnburnburnburjAYjjY')).toBe(false)
    expect(isTezosAddress('tz5burnburnburnburnburnburnburjAYjjX')).toBe(false)
    expect(isTezosAddress('')).toBe(false)
  })
})
