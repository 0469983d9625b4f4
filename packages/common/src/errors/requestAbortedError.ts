// In a module of its own (re-exported by ./transaction.ts): core throws it from code that loads with the page,
// and a bundler places whole modules, so its siblings stay out of the page's first load.
import { PorticoError, type ErrorCauseParameters } from './PorticoError.ts'

/**
 * §8: the request was aborted (an `AbortSignal` fired).
 *
 * @example
 * throw new RequestAbortedError() // 'Request was aborted'
 */
export class RequestAbortedError extends PorticoError {
  override name = 'RequestAbortedError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Request was aborted', { code: 'REQUEST_ABORTED', cause })
  }
}
