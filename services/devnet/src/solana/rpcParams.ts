// Validation of JSON-RPC params at the edge, answering bad input with -32602 and Agave's wording.
import { getBase58Encoder, type Address } from '@solana/kit'
import { SOLANA_RPC_ERROR_CODES, SolanaRpcError, invalidParams } from './rpcErrors.ts'

const COMMITMENTS = ['processed', 'confirmed', 'finalized']
// Deprecated names a validator still accepts (solana-commitment-config).
const LEGACY_COMMITMENTS = ['recent', 'single', 'singleGossip', 'root', 'max']

/** A config object's members, untyped until each is read. */
export type RpcConfig = Readonly<Record<string, unknown>>

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'sequence'
  if (typeof value === 'string') return `string "${value}"`
  if (typeof value === 'number')
    return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``
  if (typeof value === 'boolean') return `boolean \`${value}\``
  return 'map'
}

/**
 * The params array with at least `required` members; a missing array counts as empty.
 *
 * @example
 * const [pubkey, config] = paramsOf(request.params, 1)
 */
export function paramsOf(params: unknown, required: number): readonly unknown[] {
  const list = params === undefined || params === null ? [] : params
  if (!Array.isArray(list)) {
    throw invalidParams(`Invalid params: invalid type: ${describeValue(list)}, expected a sequence.`)
  }
  if (list.length < required) {
    throw invalidParams(
      `Invalid params: invalid length ${list.length}, expected at least ${required} element${required === 1 ? '' : 's'}.`,
    )
  }
  return list
}

/**
 * A string param, or -32602 naming what came instead.
 *
 * @example
 * const encoded = stringParam(params[0])
 */
export function stringParam(value: unknown): string {
  if (typeof value !== 'string') {
    throw invalidParams(`Invalid params: invalid type: ${describeValue(value)}, expected a string.`)
  }
  return value
}

/**
 * A non-negative integer param (u64 / usize), or -32602.
 *
 * @example
 * const size = integerParam(params[0])
 */
export function integerParam(value: unknown): bigint {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalidParams(`Invalid params: invalid type: ${describeValue(value)}, expected u64.`)
  }
  return BigInt(value)
}

/**
 * An optional config object (absent or null gives `{}`), or -32602.
 *
 * @example
 * const config = configParam(params[1])
 */
export function configParam(value: unknown): RpcConfig {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams(`Invalid params: invalid type: ${describeValue(value)}, expected a map.`)
  }
  return value as RpcConfig
}

function base58Bytes(value: unknown): Uint8Array | null {
  const text = stringParam(value)
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    return null
  }
}

/**
 * A base58 public key, or -32602 `Invalid param: Invalid` / `Invalid param: WrongSize` as Agave's verify_pubkey.
 *
 * @example
 * const owner = pubkeyParam(params[0])
 */
export function pubkeyParam(value: unknown): Address {
  const text = stringParam(value)
  if (text.length > 44) throw invalidParams('Invalid param: WrongSize')
  const bytes = base58Bytes(text)
  if (!bytes) throw invalidParams('Invalid param: Invalid')
  if (bytes.length !== 32) throw invalidParams('Invalid param: WrongSize')
  return text as Address
}

/**
 * A base58 transaction signature, or -32602 as Agave's verify_signature.
 *
 * @example
 * const signature = signatureParam(params[0][0])
 */
export function signatureParam(value: unknown): string {
  const text = stringParam(value)
  if (text.length > 88) throw invalidParams('Invalid param: WrongSize')
  const bytes = base58Bytes(text)
  if (!bytes) throw invalidParams('Invalid param: Invalid')
  if (bytes.length !== 64) throw invalidParams('Invalid param: WrongSize')
  return text
}

/**
 * A JSON array of at most `max` items, each read by `item`, or -32602 as Agave answers (`kind` names the items
 * in the wrong-type message).
 *
 * @example
 * const pubkeys = listParam(params[0], 100, 'pubkeys', pubkeyParam)
 */
export function listParam<T>(value: unknown, max: number, kind: string, item: (value: unknown) => T): T[] {
  if (!Array.isArray(value)) {
    throw invalidParams(`Invalid params: invalid type: expected a sequence of ${kind}.`)
  }
  if (value.length > max) throw invalidParams(`Too many inputs provided; max ${max}`)
  return value.map(item)
}

/**
 * Checks `commitment` in a config; every level answers the same here (all state is final once it lands).
 *
 * @example
 * checkCommitment(config)
 */
export function checkCommitment(config: RpcConfig): void {
  const { commitment } = config
  if (commitment === undefined || commitment === null) return
  if (typeof commitment !== 'string' || ![...COMMITMENTS, ...LEGACY_COMMITMENTS].includes(commitment)) {
    throw invalidParams(
      `Invalid params: unknown variant \`${String(commitment)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\`.`,
    )
  }
}

/**
 * Checks `minContextSlot` against the current slot (-32016 as a validator that is behind).
 *
 * @example
 * checkMinContextSlot(config, ledger.slot)
 */
export function checkMinContextSlot(config: RpcConfig, slot: bigint): void {
  const { minContextSlot } = config
  if (minContextSlot === undefined || minContextSlot === null) return
  if (integerParam(minContextSlot) > slot) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.minContextSlotNotReached,
      'Minimum context slot has not been reached',
      { contextSlot: slot },
    )
  }
}

/**
 * One of `allowed` for a config's `encoding`, `fallback` when absent, else -32602 listing the variants.
 *
 * @example
 * const encoding = encodingParam(config, ['base58', 'base64'], 'base58')
 */
export function encodingParam<E extends string>(config: RpcConfig, allowed: readonly E[], fallback: E): E {
  const { encoding } = config
  if (encoding === undefined || encoding === null) return fallback
  if (typeof encoding !== 'string' || !allowed.includes(encoding as E)) {
    throw invalidParams(
      `Invalid params: unknown variant \`${String(encoding)}\`, expected one of ${allowed.map((e) => `\`${e}\``).join(', ')}.`,
    )
  }
  return encoding as E
}

/**
 * An optional boolean member of a config, `fallback` when absent.
 *
 * @example
 * const skipPreflight = booleanOption(config, 'skipPreflight', false)
 */
export function booleanOption(config: RpcConfig, key: string, fallback: boolean): boolean {
  const value = config[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') {
    throw invalidParams(`Invalid params: invalid type: ${describeValue(value)}, expected a boolean.`)
  }
  return value
}
