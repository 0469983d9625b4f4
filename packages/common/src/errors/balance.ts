import { PorticoError } from './PorticoError.ts'

/**
 * §8: the balance could not be fetched (service down, bad answer, network unsupported).
 *
 * @example
 * throw new TokenBalanceUnavailableError({ cause }) // 'Token Balance Unavailable'
 */
export class TokenBalanceUnavailableError extends PorticoError {
  override name = 'TokenBalanceUnavailableError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Token Balance Unavailable', { code: 'TOKEN_BALANCE_UNAVAILABLE', cause })
  }
}

/**
 * A string given as an amount is not a plain decimal number such as `1234.5678`.
 *
 * @example
 * throw new InvalidDecimalStringError({ value: '1e5' }) // 'Invalid decimal amount "1e5"'
 */
export class InvalidDecimalStringError extends PorticoError {
  override name = 'InvalidDecimalStringError'
  constructor({ value }: { value: string }) {
    super(`Invalid decimal amount ${JSON.stringify(value)}`, {
      code: 'INVALID_DECIMAL_STRING',
      details: 'Expected digits with an optional sign and decimal point, e.g. "-1234.5678".',
    })
  }
}
