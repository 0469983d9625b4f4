import { PorticoError, type ErrorCauseParameters } from './PorticoError.ts'
export { SiweAndSiwxConflictError } from './siweAndSiwxConflictError.ts'

/**
 * §8: the embedded-wallet authentication could not start (the modal disconnects and resets to Connect).
 *
 * @example
 * throw new AuthInitializationError() // 'A problem occurred while trying initialize authentication'
 */
export class AuthInitializationError extends PorticoError {
  override name = 'AuthInitializationError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('A problem occurred while trying initialize authentication', {
      code: 'AUTH_INITIALIZATION_FAILED',
      cause,
    })
  }
}

/**
 * §8 toast: switching to a smart account failed, likely because the app does not support them.
 *
 * @example
 * throw new SmartAccountUnsupportedError() // 'This application might not support Smart Accounts'
 */
export class SmartAccountUnsupportedError extends PorticoError {
  override name = 'SmartAccountUnsupportedError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('This application might not support Smart Accounts', { code: 'SMART_ACCOUNT_UNSUPPORTED', cause })
  }
}

/**
 * §8: the lazily loaded email-login code could not be loaded.
 *
 * @example
 * throw new EmailLoginDependencyError() // 'Unable to load email login dependency'
 */
export class EmailLoginDependencyError extends PorticoError {
  override name = 'EmailLoginDependencyError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Unable to load email login dependency', { code: 'EMAIL_LOGIN_DEPENDENCY_FAILED', cause })
  }
}

/**
 * §5: an email login within 30 s of the last; `seconds` is the time left, rounded up.
 *
 * @example
 * new EmailLoginCooldownError({ seconds: 12.2 }).message // 'Please try again after 13 seconds'
 */
export class EmailLoginCooldownError extends PorticoError {
  override name = 'EmailLoginCooldownError'
  /** Whole seconds until another attempt is allowed. */
  readonly seconds: number
  constructor({ seconds }: { seconds: number }) {
    // §5: N rounded up.
    const whole = Math.max(0, Math.ceil(seconds))
    super(`Please try again after ${whole} seconds`, { code: 'EMAIL_LOGIN_COOLDOWN' })
    this.seconds = whole
  }
}

/**
 * §8: a sign-in (SIWX) action was used while sign-in is not configured.
 *
 * @example
 * throw new SiwxNotEnabledError() // 'SIWX is not enabled'
 */
export class SiwxNotEnabledError extends PorticoError {
  override name = 'SiwxNotEnabledError'
  constructor() {
    super('SIWX is not enabled', { code: 'SIWX_NOT_ENABLED' })
  }
}

/**
 * §8: name registration needs an address and the auth connector.
 *
 * @example
 * throw new AddressOrAuthConnectorNotFoundError() // 'Address or auth connector not found'
 */
export class AddressOrAuthConnectorNotFoundError extends PorticoError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor() {
    super('Address or auth connector not found', { code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND' })
  }
}

/**
 * §8: the embedded wallet's iframe was used before it was created.
 *
 * @example
 * throw new IframeNotSetError() // 'iframe is not set'
 */
export class IframeNotSetError extends PorticoError {
  override name = 'IframeNotSetError'
  constructor() {
    super('iframe is not set', { code: 'IFRAME_NOT_SET' })
  }
}

/**
 * §8: the embedded wallet's frame has no parent window to answer.
 *
 * @example
 * throw new ParentNotSetError() // 'parent is not set'
 */
export class ParentNotSetError extends PorticoError {
  override name = 'ParentNotSetError'
  constructor() {
    super('parent is not set', { code: 'PARENT_NOT_SET' })
  }
}

/**
 * §8: an error frame from the embedded wallet; shows its payload message, else 'An error occurred'.
 *
 * @example
 * new FrameError({ message: 'OTP expired' }).message // 'OTP expired'
 * new FrameError().message // 'An error occurred'
 */
export class FrameError extends PorticoError {
  override name = 'FrameError'
  constructor({ message, cause }: { message?: string | undefined; cause?: unknown } = {}) {
    super(message && message.length > 0 ? message : 'An error occurred', { code: 'FRAME_ERROR', cause })
  }
}

/**
 * §6: the embedded wallet refused an RPC method outside its allowed list (the frame's wording).
 *
 * @example
 * throw new RpcCallNotAllowedError({ method: 'eth_sign' }) // 'Requested RPC call is not allowed'
 */
export class RpcCallNotAllowedError extends PorticoError {
  override name = 'RpcCallNotAllowedError'
  /** The refused method. */
  readonly method: string | undefined
  constructor({ method }: { method?: string } = {}) {
    super('Requested RPC call is not allowed', { code: 'RPC_CALL_NOT_ALLOWED', details: method })
    this.method = method
  }
}

/**
 * §6: the UI's wording for a refused RPC method.
 *
 * @example
 * throw new ActionNotAllowedError({ cause: new RpcCallNotAllowedError() }) // 'Action not allowed'
 */
export class ActionNotAllowedError extends PorticoError {
  override name = 'ActionNotAllowedError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Action not allowed', { code: 'ACTION_NOT_ALLOWED', cause })
  }
}
