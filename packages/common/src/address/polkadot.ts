import { blake2b } from '@noble/hashes/blake2'
import { base58, utf8 } from '@scure/base'
import { InvalidAddressError } from '../errors/caip.ts'

/**
 * What an SS58 address says about itself.
 *
 * @example
 * const { prefix, publicKey }: ParsedSs58Address = parseSs58Address(address)
 */
export interface ParsedSs58Address {
  /** Network prefix, e.g. 0 for Polkadot, 2 for Kusama, 42 for generic Substrate. */
  prefix: number
  /** The 32-byte account id (or 33-byte compressed ECDSA key). */
  publicKey: Uint8Array
}

/**
 * Options of the SS58 checks.
 *
 * @example
 * isSs58Address(address, { prefix: 0 } satisfies Ss58AddressOptions)
 */
export interface Ss58AddressOptions {
  /** Accept only this network prefix. */
  prefix?: number
}

const SS58_CONTEXT = utf8.decode('SS58PRE')
// SS58: 2 checksum bytes for 32- and 33-byte payloads.
const CHECKSUM_BYTES = 2
const PAYLOAD_LENGTHS = [32, 33]
// SS58: prefixes 46 and 47 are reserved; two-byte prefixes go up to 16383.
const RESERVED_PREFIXES = [46, 47]
const MAX_PREFIX = 16383

function checksum(prefixAndPayload: Uint8Array): Uint8Array {
  const input = new Uint8Array(SS58_CONTEXT.length + prefixAndPayload.length)
  input.set(SS58_CONTEXT)
  input.set(prefixAndPayload, SS58_CONTEXT.length)
  return blake2b(input, { dkLen: 64 }).slice(0, CHECKSUM_BYTES)
}

function decodePrefix(bytes: Uint8Array): { prefix: number; length: number } | undefined {
  const first = bytes[0]
  const second = bytes[1]
  if (first === undefined) return undefined
  if (first < 64) return { prefix: first, length: 1 }
  if (first >= 128 || second === undefined) return undefined
  // SS58: the 14-bit prefix is split over two bytes, low bits first.
  const prefix = ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8)
  return { prefix, length: 2 }
}

function encodePrefix(prefix: number): Uint8Array {
  if (prefix < 64) return Uint8Array.of(prefix)
  return Uint8Array.of(((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6))
}

/**
 * Checks a Polkadot/Substrate SS58 address: base58 of prefix, 32-byte account id (or 33-byte ECDSA key) and
 * the first 2 bytes of blake2b-512('SS58PRE' ‖ prefix ‖ payload). Short account-index forms are not accepted.
 *
 * @throws {InvalidAddressError} when it is not valid ('Invalid polkadot address').
 *
 * @example
 * parseSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // { prefix: 42, publicKey: … }
 */
export function parseSs58Address(value: string, options: Ss58AddressOptions = {}): ParsedSs58Address {
  const fail = (reason: string): never => {
    throw new InvalidAddressError({ namespace: 'polkadot', address: value, reason })
  }
  let bytes: Uint8Array = new Uint8Array()
  try {
    bytes = base58.decode(value)
  } catch {
    fail('not base58')
  }
  const decoded = decodePrefix(bytes) ?? fail('bad prefix')
  const payloadLength = bytes.length - decoded.length - CHECKSUM_BYTES
  if (!PAYLOAD_LENGTHS.includes(payloadLength)) fail('bad length')
  if (RESERVED_PREFIXES.includes(decoded.prefix)) fail('reserved prefix')
  if (options.prefix !== undefined && options.prefix !== decoded.prefix)
    fail(`expected prefix ${options.prefix}`)
  const body = bytes.slice(0, bytes.length - CHECKSUM_BYTES)
  const expected = checksum(body)
  if (expected.some((byte, index) => byte !== bytes[body.length + index])) fail('bad checksum')
  return { prefix: decoded.prefix, publicKey: body.slice(decoded.length) }
}

/**
 * Whether `value` is an SS58 address (see {@link parseSs58Address}).
 *
 * @example
 * isSs58Address('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // true (Polkadot, prefix 0)
 */
export function isSs58Address(value: string, options: Ss58AddressOptions = {}): boolean {
  try {
    parseSs58Address(value, options)
    return true
  } catch {
    return false
  }
}

/**
 * Encodes a public key as an SS58 address for a network prefix (default 0, Polkadot).
 *
 * @throws {InvalidAddressError} when the key is not 32 or 33 bytes or the prefix is reserved or too large.
 *
 * @example
 * encodeSs58Address(alicePublicKey, 42) // '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
 */
export function encodeSs58Address(publicKey: Uint8Array, prefix = 0): string {
  const validPrefix = Number.isInteger(prefix) && prefix >= 0 && prefix <= MAX_PREFIX
  if (!PAYLOAD_LENGTHS.includes(publicKey.length) || !validPrefix || RESERVED_PREFIXES.includes(prefix)) {
    throw new InvalidAddressError({ namespace: 'polkadot', address: '', reason: 'cannot encode this key' })
  }
  const prefixBytes = encodePrefix(prefix)
  const body = new Uint8Array(prefixBytes.length + publicKey.length)
  body.set(prefixBytes)
  body.set(publicKey, prefixBytes.length)
  const full = new Uint8Array(body.length + CHECKSUM_BYTES)
  full.set(body)
  full.set(checksum(body), body.length)
  return base58.encode(full)
}
