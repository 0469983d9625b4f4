import { PorticoError, type ErrorCauseParameters } from './PorticoError.ts'

/**
 * §8 alert: the active network is not in the configured list.
 *
 * @example
 * throw new NetworkNotFoundAlertError() // 'Network Not Found'
 */
export class NetworkNotFoundAlertError extends PorticoError {
  override name = 'NetworkNotFoundAlertError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Network Not Found', { code: 'ALERT_NETWORK_NOT_FOUND', cause })
  }
}

/**
 * §8 alert: a service answered 403 because the page's origin is not allowed for the project.
 *
 * @example
 * throw new InvalidAppConfigurationError() // 'Invalid App Configuration'
 */
export class InvalidAppConfigurationError extends PorticoError {
  override name = 'InvalidAppConfigurationError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Invalid App Configuration', { code: 'ALERT_INVALID_APP_CONFIGURATION', cause })
  }
}

/**
 * §8 alert: the embedded-wallet session token is invalid or not yet valid.
 *
 * @example
 * throw new SessionExpiredError() // 'Session Expired'
 */
export class SessionExpiredError extends PorticoError {
  override name = 'SessionExpiredError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Session Expired', { code: 'ALERT_SESSION_EXPIRED', cause })
  }
}

/**
 * §8 alert: the services do not know the project id.
 *
 * @example
 * throw new InvalidProjectIdError() // 'Invalid Project ID'
 */
export class InvalidProjectIdError extends PorticoError {
  override name = 'InvalidProjectIdError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Invalid Project ID', { code: 'ALERT_INVALID_PROJECT_ID', cause })
  }
}

/**
 * §8 alert: a social login did not finish in time. The spec names the alert, not its wording; the title
 * follows the other alerts.
 *
 * @example
 * throw new SocialsTimeoutError() // 'Socials Timeout'
 */
export class SocialsTimeoutError extends PorticoError {
  override name = 'SocialsTimeoutError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Socials Timeout', { code: 'ALERT_SOCIALS_TIMEOUT', cause })
  }
}

/**
 * §8: the messages services send with an unauthorized answer, matched exactly.
 *
 * @example
 * UNAUTHORIZED_MESSAGES.originNotAllowed // 'origin not allowed'
 */
export const UNAUTHORIZED_MESSAGES = {
  originNotAllowed: 'origin not allowed',
  invalidKey: 'invalid key',
  jwtNotYetValid: 'JWT Token is not yet valid',
} as const

/**
 * The §8 alert for an unauthorized message from a service: origin → Invalid App Configuration, key →
 * Invalid Project ID, token → Session Expired; `undefined` for any other message.
 *
 * @example
 * alertForUnauthorizedMessage('invalid key') // InvalidProjectIdError
 */
export function alertForUnauthorizedMessage(message: string): PorticoError | undefined {
  switch (message) {
    case UNAUTHORIZED_MESSAGES.originNotAllowed:
      return new InvalidAppConfigurationError()
    case UNAUTHORIZED_MESSAGES.invalidKey:
      return new InvalidProjectIdError()
    case UNAUTHORIZED_MESSAGES.jwtNotYetValid:
      return new SessionExpiredError()
    default:
      return undefined
  }
}
