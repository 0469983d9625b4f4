import { FrameError, PorticoError } from '@portico/common'

/**
 * §8: the frame answered a request with an error event: its message (or 'An error occurred') and, when the
 * frame gave one, the EIP-1193 / JSON-RPC code (4001 for a rejection, 4200 for a refused method).
 *
 * @example
 * new FrameRequestError({ message: 'Invalid code', rpcCode: undefined }).message // 'Invalid code'
 */
export class FrameRequestError extends FrameError {
  override name = 'FrameRequestError'
  /** The numeric code of the frame's error payload, if any. */
  readonly rpcCode: number | undefined
  constructor({ message, rpcCode }: { message?: string | undefined; rpcCode?: number | undefined }) {
    super({ message })
    this.rpcCode = rpcCode
  }
}

/**
 * §9: a connect-type request (email, OTP, social, user…) got no answer from the frame within 30 s.
 *
 * @example
 * throw new FrameRequestTimeoutError({ request: 'CONNECT_OTP', timeoutMs: 30_000 })
 */
export class FrameRequestTimeoutError extends PorticoError {
  override name = 'FrameRequestTimeoutError'
  /** The app event that timed out. */
  readonly request: string
  constructor({ request, timeoutMs }: { request: string; timeoutMs: number }) {
    super('The secure wallet did not answer in time. Please try again.', {
      code: 'FRAME_REQUEST_TIMEOUT',
      details: `${request} got no answer within ${timeoutMs} ms`,
    })
    this.request = request
  }
}

/**
 * A request core meant to send did not have the shape the frame protocol asks for (§5: e.g. an email that
 * is not an email); the message is the first problem found.
 *
 * @example
 * throw new InvalidFrameRequestError({ message: 'Invalid email address' })
 */
export class InvalidFrameRequestError extends PorticoError {
  override name = 'InvalidFrameRequestError'
  constructor({ message, details }: { message: string; details?: string | undefined }) {
    super(message, { code: 'INVALID_FRAME_REQUEST', details })
  }
}
