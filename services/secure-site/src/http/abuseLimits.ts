import { createRateLimiter, type HitCounter, type RateLimit } from './createRateLimiter.ts'
import { TryAgainLaterError } from './httpErrors.ts'

/** How many wrong codes an address takes (across codes and IPs) before it is locked, and for how long. */
export interface CodeFailurePolicy {
  /** Wrong codes within `windowMs` that lock the address (10). */
  limit: number
  windowMs: number
  /** How long the lock lasts (1 h). */
  lockMs: number
}

/** The budgets of the public email and device routes, per client IP and per email address. */
export interface AbuseLimitSettings {
  emailStartPerIp: RateLimit
  emailVerifyPerIp: RateLimit
  emailVerifyPerEmail: RateLimit
  deviceWaitPerIp: RateLimit
  deviceWaitPerEmail: RateLimit
  devicePagePerIp: RateLimit
  codeFailures: CodeFailurePolicy
}

const TEN_MINUTES = 10 * 60_000
const ONE_HOUR = 60 * 60_000

/** The defaults: generous for a person, tight for a script (the iframe long-polls the device every 25 s). */
export const DEFAULT_ABUSE_LIMITS: AbuseLimitSettings = {
  emailStartPerIp: { limit: 20, windowMs: TEN_MINUTES },
  emailVerifyPerIp: { limit: 30, windowMs: TEN_MINUTES },
  emailVerifyPerEmail: { limit: 20, windowMs: TEN_MINUTES },
  deviceWaitPerIp: { limit: 120, windowMs: TEN_MINUTES },
  deviceWaitPerEmail: { limit: 60, windowMs: TEN_MINUTES },
  devicePagePerIp: { limit: 30, windowMs: TEN_MINUTES },
  codeFailures: { limit: 10, windowMs: ONE_HOUR, lockMs: ONE_HOUR },
}

/** The checks the routes make; each throws {@link TryAgainLaterError} (429 'Please try again after N seconds'). */
export interface AbuseLimits {
  emailStart(ip: string): Promise<void>
  emailVerify(ip: string, email: string): Promise<void>
  deviceWait(ip: string, email: string): Promise<void>
  devicePage(ip: string): Promise<void>
}

/**
 * The secure site's rate limits over one shared {@link HitCounter} (database or Redis), so every process of
 * the site spends the same budgets.
 *
 * @example
 * const limits = createAbuseLimits(createDatabaseHitCounter(db), DEFAULT_ABUSE_LIMITS)
 * await limits.emailVerify(request.ip, body.email) // throws TryAgainLaterError past either budget
 */
export function createAbuseLimits(counter: HitCounter, settings: AbuseLimitSettings): AbuseLimits {
  const limiter = (name: string, limit: RateLimit) => createRateLimiter(counter, name, limit)
  const startPerIp = limiter('email-start-ip', settings.emailStartPerIp)
  const verifyPerIp = limiter('email-verify-ip', settings.emailVerifyPerIp)
  const verifyPerEmail = limiter('email-verify-email', settings.emailVerifyPerEmail)
  const waitPerIp = limiter('device-wait-ip', settings.deviceWaitPerIp)
  const waitPerEmail = limiter('device-wait-email', settings.deviceWaitPerEmail)
  const pagePerIp = limiter('device-page-ip', settings.devicePagePerIp)
  // The per-IP budget is charged first and a refusal stops there, so a flood of made-up addresses from one IP
  // cannot create a counter per address.
  async function check(...hits: (() => Promise<number>)[]) {
    for (const hit of hits) {
      const waitMs = await hit()
      if (waitMs > 0) throw new TryAgainLaterError(Math.ceil(waitMs / 1000))
    }
  }
  return {
    emailStart: (ip) => check(() => startPerIp.hit(ip)),
    emailVerify: (ip, email) =>
      check(
        () => verifyPerIp.hit(ip),
        () => verifyPerEmail.hit(email),
      ),
    deviceWait: (ip, email) =>
      check(
        () => waitPerIp.hit(ip),
        () => waitPerEmail.hit(email),
      ),
    devicePage: (ip) => check(() => pagePerIp.hit(ip)),
  }
}
