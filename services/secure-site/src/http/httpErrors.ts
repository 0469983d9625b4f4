/**
 * An error the secure site answers with its own status and `{ message, code? }` body. Every refusal the iframe
 * acts on is one of the named subclasses below, with the spec's message (§8).
 */
export class SecureSiteHttpError extends Error {
  override name = 'SecureSiteHttpError'
  constructor(
    readonly statusCode: number,
    message: string,
    /** A JSON-RPC / EIP-1193 code when there is one (4200 for a refused RPC method). */
    readonly code?: number,
    /** Extra fields of the body, e.g. `retryAfterSeconds`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** §8 'Invalid Project ID': the project id names no project. */
export class InvalidProjectError extends SecureSiteHttpError {
  override name = 'InvalidProjectError'
  constructor() {
    super(403, 'Invalid Project ID')
  }
}

/** §8 'origin not allowed': the host page or the request's Origin is not allowed for the project. */
export class OriginNotAllowedError extends SecureSiteHttpError {
  override name = 'OriginNotAllowedError'
  constructor() {
    super(403, 'origin not allowed')
  }
}

/** §8 'Session Expired': the bearer token is missing, expired, revoked, or belongs to another host. */
export class SessionExpiredError extends SecureSiteHttpError {
  override name = 'SessionExpiredError'
  constructor() {
    super(401, 'Session Expired')
  }
}

/** 429 with the seconds to wait, rounded up (§4 'Please try again after N seconds'). */
export class TryAgainLaterError extends SecureSiteHttpError {
  override name = 'TryAgainLaterError'
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Please try again after ${retryAfterSeconds} seconds`, undefined, { retryAfterSeconds })
  }
}

/** A six-digit code that is wrong, expired, used or guessed at too often. */
export class EmailCodeError extends SecureSiteHttpError {
  override name = 'EmailCodeError'
  static invalid = () => new EmailCodeError(400, 'Invalid code')
  static expired = () => new EmailCodeError(400, 'Code expired. Request a new code.')
  static tooManyAttempts = () => new EmailCodeError(429, 'Too many attempts. Request a new code.')
}

/** The right code from a known user's device that is not approved yet; the approval email is on its way. */
export class DeviceNotApprovedError extends SecureSiteHttpError {
  override name = 'DeviceNotApprovedError'
  constructor() {
    super(403, 'This device is not approved. Approve it from the email we sent, then enter the code again.')
  }
}

/** §6: a method the embedded wallet does not serve ('Requested RPC call is not allowed', 4200). */
export class RpcNotAllowedError extends SecureSiteHttpError {
  override name = 'RpcNotAllowedError'
  constructor() {
    super(400, 'Requested RPC call is not allowed', 4200)
  }
}

/** A request that is well-formed JSON but cannot be served (bad params, unknown chain, …). */
export class BadRequestError extends SecureSiteHttpError {
  override name = 'BadRequestError'
  constructor(message: string, code?: number) {
    super(400, message, code)
  }
}
