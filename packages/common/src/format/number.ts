import { formatUnits } from 'viem'
import { DEFAULT_NUMBER_DECIMALS } from '../constants.ts'
import { InvalidDecimalStringError } from '../errors/balance.ts'

/**
 * Options of {@link formatBalance}.
 *
 * @example
 * formatBalance('1234.5678', { decimals: 3, grouping: false } satisfies FormatBalanceOptions) // '1234.567'
 */
export interface FormatBalanceOptions {
  /** Digits after the decimal point; further digits are dropped, never rounded up (§9 default: 2). */
  decimals?: number
  /** Separate thousands with ',' as en-US does (default true). */
  grouping?: boolean
}

/** A decimal string split into its parts: sign, integer digits and fraction digits. */
interface DecimalParts {
  negative: boolean
  integer: string
  fraction: string
}

const DECIMAL_STRING = /^(-)?(\d*)(?:\.(\d*))?$/

function splitDecimalString(value: string): DecimalParts | undefined {
  const match = DECIMAL_STRING.exec(value.trim())
  const integer = match?.[2] ?? ''
  const fraction = match?.[3] ?? ''
  if (!match || (integer === '' && fraction === '')) return undefined
  return { negative: match[1] === '-', integer, fraction }
}

/**
 * Whether `value` is a plain decimal amount that {@link formatBalance} accepts (`12`, `-0.5`, `1234.000001`).
 *
 * @example
 * isDecimalString('9998.765432109876543210') // true
 * isDecimalString('1e-7') // false
 */
export function isDecimalString(value: string): boolean {
  return splitDecimalString(value) !== undefined
}

/**
 * Formats an amount given in whole units (such as the API's `quantity.numeric`) for display. Works on the
 * digits, never on a float, so 18-decimal amounts keep their precision; extra decimals are cut off (rounded
 * toward zero) so a balance is never shown larger than it is.
 *
 * @throws {InvalidDecimalStringError} when `numeric` is not a plain decimal string.
 *
 * @example
 * formatBalance('9998.765432109876543210') // '9,998.76'
 * formatBalance('0') // '0.00'
 * formatBalance('1.23456', { decimals: 4, grouping: false }) // '1.2345'
 */
export function formatBalance(numeric: string, options: FormatBalanceOptions = {}): string {
  const { decimals = DEFAULT_NUMBER_DECIMALS, grouping = true } = options
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`)
  }
  const parts = splitDecimalString(numeric)
  if (!parts) throw new InvalidDecimalStringError({ value: numeric })
  const { negative, integer, fraction } = parts
  const wholeDigits = integer.replace(/^0+(?=\d)/, '') || '0'
  const whole = grouping ? wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : wholeDigits
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0')
  const isZero = /^0*$/.test(wholeDigits + kept)
  const sign = negative && !isZero ? '-' : ''
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${kept}`
}

/**
 * Formats an integer amount in a token's smallest unit (wei, lamports, …) with {@link formatBalance}.
 *
 * @example
 * formatTokenAmount(1_234_567_890_000_000_000_000n, 18) // '1,234.56'
 * formatTokenAmount(1_500_000n, 6, { decimals: 3 }) // '1.500'
 */
export function formatTokenAmount(value: bigint, decimals: number, options?: FormatBalanceOptions): string {
  return formatBalance(formatUnits(value, decimals), options)
}
