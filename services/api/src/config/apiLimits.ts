/** Thrown when a limit in the environment is not a positive whole number. */
export class ApiLimitsError extends Error {
  override name = 'ApiLimitsError'
}

/** The API's budgets and bounds (issue 14 item 6); every one is configurable by environment. */
export interface ApiLimits {
  /** Length of one rate-limit window in milliseconds (PORTICO_API_RATE_WINDOW_MS). */
  rateWindowMs: number
  /** Requests per client IP per window, every route (PORTICO_API_RATE_PER_IP). */
  ratePerIp: number
  /** Requests per project per window, every route naming one (PORTICO_API_RATE_PER_PROJECT). */
  ratePerProject: number
  /** Projects kept in the in-process look-up cache (PORTICO_API_PROJECT_CACHE_SIZE); misses are never kept. */
  projectCacheSize: number
  /** Largest request body in bytes (PORTICO_API_BODY_LIMIT_BYTES). */
  bodyLimitBytes: number
  /** Analytics events accepted per client IP per window (PORTICO_API_ANALYTICS_PER_IP). */
  analyticsPerIp: number
  /** Analytics events accepted per project per window (PORTICO_API_ANALYTICS_PER_PROJECT). */
  analyticsPerProject: number
  /** Days an analytics event is kept before the sweep deletes it (PORTICO_API_ANALYTICS_RETENTION_DAYS). */
  analyticsRetentionDays: number
  /** How often expired analytics events and name nonces are deleted (PORTICO_API_SWEEP_INTERVAL_MS). */
  sweepIntervalMs: number
  /** Name registrations per signing address per 24 h (PORTICO_API_NAMES_PER_ADDRESS). */
  namesPerAddressPerDay: number
  /** Name registrations per client IP per 24 h (PORTICO_API_NAMES_PER_IP). */
  namesPerIpPerDay: number
}

/**
 * Defaults: generous for a modal (a page makes a few dozen calls when it opens) and small enough that
 * one address cannot keep the database or the chain nodes busy.
 */
export const defaultApiLimits: ApiLimits = {
  rateWindowMs: 60_000,
  ratePerIp: 600,
  ratePerProject: 6_000,
  projectCacheSize: 1_000,
  bodyLimitBytes: 64 * 1024,
  analyticsPerIp: 120,
  analyticsPerProject: 3_000,
  analyticsRetentionDays: 90,
  sweepIntervalMs: 10 * 60_000,
  namesPerAddressPerDay: 3,
  namesPerIpPerDay: 10,
}

const variables: Record<keyof ApiLimits, string> = {
  rateWindowMs: 'PORTICO_API_RATE_WINDOW_MS',
  ratePerIp: 'PORTICO_API_RATE_PER_IP',
  ratePerProject: 'PORTICO_API_RATE_PER_PROJECT',
  projectCacheSize: 'PORTICO_API_PROJECT_CACHE_SIZE',
  bodyLimitBytes: 'PORTICO_API_BODY_LIMIT_BYTES',
  analyticsPerIp: 'PORTICO_API_ANALYTICS_PER_IP',
  analyticsPerProject: 'PORTICO_API_ANALYTICS_PER_PROJECT',
  analyticsRetentionDays: 'PORTICO_API_ANALYTICS_RETENTION_DAYS',
  sweepIntervalMs: 'PORTICO_API_SWEEP_INTERVAL_MS',
  namesPerAddressPerDay: 'PORTICO_API_NAMES_PER_ADDRESS',
  namesPerIpPerDay: 'PORTICO_API_NAMES_PER_IP',
}

/**
 * Reads {@link ApiLimits} from the environment, each variable a positive whole number, else its default.
 *
 * @throws {ApiLimitsError} naming the variable that is not a positive whole number.
 *
 * @example
 * loadApiLimits({ PORTICO_API_RATE_PER_IP: '100' }).ratePerIp // 100
 */
export function loadApiLimits(env: Record<string, string | undefined>): ApiLimits {
  const limits = { ...defaultApiLimits }
  for (const key of Object.keys(variables) as (keyof ApiLimits)[]) {
    const raw = env[variables[key]]
    if (raw === undefined || raw === '') continue
    const value = Number(raw)
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new ApiLimitsError(`${variables[key]} must be a positive whole number, got '${raw}'`)
    }
    limits[key] = value
  }
  return limits
}
