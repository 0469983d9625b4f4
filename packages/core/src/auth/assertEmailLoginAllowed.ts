import { EMAIL_LOGIN_COOLDOWN_MS, EmailLoginCooldownError } from '@portico/common'

/** Parameters of {@link assertEmailLoginAllowed}. */
export interface AssertEmailLoginAllowedParameters {
  /** When the last email login was attempted (ms since epoch); `undefined` if never. */
  lastAttemptAt: number | undefined
  /** The current time (ms since epoch); default `Date.now()`. */
  now?: number | undefined
}

/**
 * §5: an email login within 30 s of the last attempt is refused with 'Please try again after N seconds',
 * N rounded up.
 *
 * @throws {EmailLoginCooldownError} while the cooldown runs.
 *
 * @example
 * assertEmailLoginAllowed({ lastAttemptAt: Date.now() - 12_500 }) // throws 'Please try again after 18 seconds'
 */
export function assertEmailLoginAllowed({
  lastAttemptAt,
  now = Date.now(),
}: AssertEmailLoginAllowedParameters): void {
  if (lastAttemptAt === undefined) return
  // §9: email login cooldown 30 s.
  const remainingMs = lastAttemptAt + EMAIL_LOGIN_COOLDOWN_MS - now
  if (remainingMs > 0) throw new EmailLoginCooldownError({ seconds: remainingMs / 1000 })
}
