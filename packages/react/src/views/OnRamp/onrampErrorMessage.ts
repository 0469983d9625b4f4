import { HttpRequestError } from '@portico/common'
import { shortMessageOf } from '../shortMessageOf.ts'

/**
 * What to show for a failed on-ramp call: the API's own `message` when it answered with one (a refused amount,
 * a price that moves too fast), else the error's short message.
 *
 * @example
 * onrampErrorMessage(new HttpRequestError({ status: 400, url, details: '{"message":"presetFiatAmount: must be from 10.00 to 7500.00"}' }))
 * // 'presetFiatAmount: must be from 10.00 to 7500.00'
 */
export function onrampErrorMessage(cause: unknown): string {
  if (cause instanceof HttpRequestError && cause.details) {
    try {
      const { message } = JSON.parse(cause.details) as { message?: unknown }
      if (typeof message === 'string' && message) return message
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
  }
  return shortMessageOf(cause)
}
