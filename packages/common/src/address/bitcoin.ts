import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { InvalidAddressError } from '../errors/caip.ts'

/**
 * The Bitcoin network an address belongs to.
 *
 * @example
 * const network: BitcoinNetwork = 'regtest'
 */
export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest'

/**
 * The script an address pays to.
 *
 * @example
 * parseBitcoinAddress(address).type satisfies BitcoinAddressType // e.g. 'p2tr'
 */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness-unknown'

/**
 * What a Bitcoin address says about itself.
 *
 * @example
 * const { type, network }: ParsedBitcoinAddress = parseBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')
 */
export interface ParsedBitcoinAddress {
  /** Script type. */
  type: BitcoinAddressType
  /** Network named by the address; base58 test addresses (also used on regtest) report `testnet`. */
  network: BitcoinNetwork
  /** Hash or witness program the address commits to. */
  payload: Uint8Array
  /** Segwit version (0–16) for bech32/bech32m addresses. */
  witnessVersion?: number
}

/**
 * Options of the Bitcoin address checks.
 *
 * @example
 * isBitcoinAddress(address, { network: 'mainnet' } satisfies BitcoinAddressOptions)
 */
export interface BitcoinAddressOptions {
  /** Accept only addresses of this network (regtest also accepts base58 testnet addresses, which it shares). */
  network?: BitcoinNetwork
}

const base58check = createBase58check(sha256)

// Version bytes of base58check addresses (BIP-13 and Bitcoin Core chainparams).
const BASE58_VERSIONS: Record<number, { type: 'p2pkh' | 'p2sh'; network: BitcoinNetwork }> = {
  0x00: { type: 'p2pkh', network: 'mainnet' },
  0x05: { type: 'p2sh', network: 'mainnet' },
  0x6f: { type: 'p2pkh', network: 'testnet' },
  0xc4: { type: 'p2sh', network: 'testnet' },
}

// Human-readable parts of segwit addresses (BIP-173).
const SEGWIT_PREFIXES: Record<string, BitcoinNetwork> = { bc: 'mainnet', tb: 'testnet', bcrt: 'regtest' }

function parseBase58(value: string): ParsedBitcoinAddress | undefined {
  // 25 bytes (version, 20-byte hash, 4-byte checksum) are 26 to 35 base58 characters.
  if (!/^[1-9A-HJ-NP-Za-km-z]{26,35}$/.test(value)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58check.decode(value)
  } catch {
    return undefined
  }
  const version = BASE58_VERSIONS[bytes[0] ?? -1]
  if (!version || bytes.length !== 21) return undefined
  return { ...version, payload: bytes.slice(1) }
}

function segwitType(version: number, length: number): BitcoinAddressType | undefined {
  // BIP-141: version 0 programs are 20 (key hash) or 32 (script hash) bytes.
  if (version === 0) return length === 20 ? 'p2wpkh' : length === 32 ? 'p2wsh' : undefined
  // BIP-341: version 1 with 32 bytes is taproot; other versions are reserved for future soft forks.
  if (version === 1 && length === 32) return 'p2tr'
  return 'witness-unknown'
}

function parseSegwit(value: string): ParsedBitcoinAddress | undefined {
  const prefix = value.slice(0, Math.max(0, value.lastIndexOf('1'))).toLowerCase()
  const network = Object.hasOwn(SEGWIT_PREFIXES, prefix) ? SEGWIT_PREFIXES[prefix] : undefined
  if (!network) return undefined
  // BIP-350: version 0 uses the bech32 checksum, versions 1–16 use bech32m.
  for (const [codec, isV0] of [
    [bech32, true],
    [bech32m, false],
  ] as const) {
    try {
      const { words } = codec.decode(value as `${string}1${string}`)
      const [version, ...programWords] = words
      if (version === undefined || version > 16 || (version === 0) !== isV0) continue
      const program = codec.fromWords(programWords)
      // BIP-141: witness programs are 2 to 40 bytes.
      if (program.length < 2 || program.length > 40) return undefined
      const type = segwitType(version, program.length)
      if (!type) return undefined
      return { type, network, payload: program, witnessVersion: version }
    } catch {
      // Try the other checksum.
    }
  }
  return undefined
}

/**
 * Checks a Bitcoin address: base58check P2PKH/P2SH or bech32 (v0) / bech32m (v1+) segwit, for mainnet,
 * testnet or regtest, following BIP-13, BIP-173, BIP-141, BIP-341 and BIP-350.
 *
 * @throws {InvalidAddressError} when it is not valid ('Invalid bip122 address').
 *
 * @example
 * parseBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa') // { type: 'p2pkh', network: 'mainnet', … }
 */
export function parseBitcoinAddress(
  value: string,
  { network }: BitcoinAddressOptions = {},
): ParsedBitcoinAddress {
  const parsed = parseBase58(value) ?? parseSegwit(value)
  const networkMatches =
    !network ||
    parsed?.network === network ||
    (network === 'regtest' && parsed?.network === 'testnet' && parsed.witnessVersion === undefined)
  if (!parsed || !networkMatches) {
    throw new InvalidAddressError({
      namespace: 'bip122',
      address: value,
      reason: network ? `expected a ${network} address` : undefined,
    })
  }
  return parsed
}

/**
 * Whether `value` is a Bitcoin address (see {@link parseBitcoinAddress}).
 *
 * @example
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') // true
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5') // false (checksum)
 */
export function isBitcoinAddress(value: string, options: BitcoinAddressOptions = {}): boolean {
  try {
    parseBitcoinAddress(value, options)
    return true
  } catch {
    return false
  }
}
