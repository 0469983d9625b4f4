import { PorticoError } from './PorticoError.ts'

/**
 * §7: a non-OK HTTP answer from a Portico service.
 *
 * @example
 * throw new HttpRequestError({ status: 502, url }) // 'HTTP status code: 502'
 */
export class HttpRequestError extends PorticoError {
  override name = 'HttpRequestError'
  /** HTTP status of the answer. */
  readonly status: number
  /** Requested URL. */
  readonly url: string
  constructor({ status, url, details }: { status: number; url: string; details?: string }) {
    super(`HTTP status code: ${status}`, { code: 'HTTP_REQUEST_FAILED', details })
    this.status = status
    this.url = url
  }
}

/**
 * A Portico service answered with a body that does not have the documented shape.
 *
 * @example
 * throw new InvalidResponseError({ url }) // 'Unexpected response from the Portico API'
 */
export class InvalidResponseError extends PorticoError {
  override name = 'InvalidResponseError'
  readonly url: string
  constructor({ url, details }: { url: string; details?: string }) {
    super('Unexpected response from the Portico API', { code: 'INVALID_RESPONSE', details })
    this.url = url
  }
}
