// In a module of its own (re-exported by ./connection.ts): core throws it from code that loads with the page,
// and a bundler places whole modules, so its siblings stay out of the page's first load.
import { PorticoError } from './PorticoError.ts'

/**
 * The person declined the request in the wallet (EIP-1193 code 4001, §8).
 *
 * @example
 * throw new UserRejectedRequestError({ cause }) // 'User rejected the request'
 */
export class UserRejectedRequestError extends PorticoError {
  override name = 'UserRejectedRequestError'
  /** EIP-1193 error code. */
  readonly rpcCode = 4001
  constructor({ cause }: { cause?: unknown } = {}) {
    super('User rejected the request', { code: 'USER_REJECTED_REQUEST', cause })
  }
}
