/** A daily budget: USD-equivalent paid out and number of payouts, per UTC day. */
export interface OnrampDailyCap {
  usd: number
  payouts: number
}

/** How the sandbox on-ramp may spend its treasury. */
export interface OnrampConfig {
  /** The sandbox provider runs only when this is true (`PORTICO_ONRAMP_SANDBOX=1`). */
  sandbox: boolean
  /** Chain ids the sandbox may sell on: test chains only (`onramp.testChains`, `PORTICO_ONRAMP_TEST_CHAINS`). */
  testChainIds: readonly number[]
  /** Private key of the treasury that pays out (`PORTICO_ONRAMP_TREASURY_KEY`, else `onramp.treasuryKey`). */
  treasuryKey?: `0x${string}` | undefined
  /** Daily caps per destination address, per client IP and per project. */
  dailyCaps: { destination: OnrampDailyCap; ip: OnrampDailyCap; project: OnrampDailyCap }
  /** A payout that would leave less than this (USD at the quoted price) of the asset in the treasury is refused. */
  treasuryFloorUsd: number
  /** A quote is refused when the pool's spot price is further than this from its time-averaged price. */
  maxPriceDeviationPercent: number
  /** The averaging window of that time-averaged price. */
  priceWindowSeconds: number
  /** How long a checkout's fixed price stays payable. */
  quoteTtlSeconds: number
}

/** Thrown for an on-ramp setting that cannot be read. */
export class OnrampConfigError extends Error {
  override name = 'OnrampConfigError'
}

/** The defaults: sandbox off, no chain to sell on and no treasury until configured, modest daily caps. */
export const DEFAULT_ONRAMP_CONFIG: OnrampConfig = {
  sandbox: false,
  testChainIds: [],
  dailyCaps: {
    destination: { usd: 500, payouts: 5 },
    ip: { usd: 1000, payouts: 10 },
    project: { usd: 10_000, payouts: 100 },
  },
  treasuryFloorUsd: 1000,
  maxPriceDeviationPercent: 5,
  priceWindowSeconds: 1800,
  quoteTtlSeconds: 900,
}

function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(value > 0)) {
    throw new OnrampConfigError(`${name} must be a positive number, got '${raw}'`)
  }
  return value
}

function cap(env: Record<string, string | undefined>, name: string, fallback: OnrampDailyCap) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const match = /^\s*(\d+(?:\.\d{1,2})?)\s*\/\s*(\d+)\s*$/.exec(raw)
  if (!match || Number(match[1]) <= 0 || Number(match[2]) <= 0) {
    throw new OnrampConfigError(`${name} must look like 500/5 (USD per day / payouts per day), got '${raw}'`)
  }
  return { usd: Number(match[1]), payouts: Number(match[2]) }
}

/**
 * Reads the on-ramp settings over `base` (the config file's `onramp`, or the defaults): `PORTICO_ONRAMP_SANDBOX` (`1` to run the sandbox), `PORTICO_ONRAMP_TEST_CHAINS`
 * (chain ids, comma-separated), `PORTICO_ONRAMP_DAILY_CAP_{DESTINATION,IP,PROJECT}` (`usd/payouts`),
 * `PORTICO_ONRAMP_TREASURY_FLOOR_USD`, `PORTICO_ONRAMP_MAX_PRICE_DEVIATION_PERCENT`,
 * `PORTICO_ONRAMP_PRICE_WINDOW_SECONDS`, `PORTICO_ONRAMP_QUOTE_TTL_SECONDS` and `PORTICO_ONRAMP_TREASURY_KEY`;
 * a variable that is set wins over the file.
 *
 * @throws {OnrampConfigError} for a value it cannot read.
 *
 * @example
 * loadOnrampConfig({ PORTICO_ONRAMP_SANDBOX: '1', PORTICO_ONRAMP_DAILY_CAP_IP: '200/4' }).dailyCaps.ip // { usd: 200, payouts: 4 }
 */
export function loadOnrampConfig(
  env: Record<string, string | undefined>,
  base: OnrampConfig = DEFAULT_ONRAMP_CONFIG,
): OnrampConfig {
  const sandbox = env.PORTICO_ONRAMP_SANDBOX
  if (sandbox !== undefined && sandbox !== '0' && sandbox !== '1') {
    throw new OnrampConfigError(`PORTICO_ONRAMP_SANDBOX must be 1 or 0, got '${sandbox}'`)
  }
  const treasuryKey = env.PORTICO_ONRAMP_TREASURY_KEY || base.treasuryKey
  if (treasuryKey !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(treasuryKey)) {
    throw new OnrampConfigError('PORTICO_ONRAMP_TREASURY_KEY must be a 0x-prefixed 32-byte private key')
  }
  const chainList = env.PORTICO_ONRAMP_TEST_CHAINS
  const testChainIds =
    chainList === undefined
      ? base.testChainIds
      : chainList
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            if (!/^\d{1,12}$/.test(part)) {
              throw new OnrampConfigError(
                `PORTICO_ONRAMP_TEST_CHAINS must list chain ids such as 31337,31338, got '${part}'`,
              )
            }
            return Number(part)
          })
  const defaults = base
  const deviation = positive(
    env,
    'PORTICO_ONRAMP_MAX_PRICE_DEVIATION_PERCENT',
    defaults.maxPriceDeviationPercent,
  )
  if (deviation >= 100) {
    throw new OnrampConfigError('PORTICO_ONRAMP_MAX_PRICE_DEVIATION_PERCENT must be below 100')
  }
  return {
    sandbox: sandbox === undefined ? base.sandbox : sandbox === '1',
    testChainIds,
    ...(treasuryKey ? { treasuryKey: treasuryKey as `0x${string}` } : {}),
    dailyCaps: {
      destination: cap(env, 'PORTICO_ONRAMP_DAILY_CAP_DESTINATION', defaults.dailyCaps.destination),
      ip: cap(env, 'PORTICO_ONRAMP_DAILY_CAP_IP', defaults.dailyCaps.ip),
      project: cap(env, 'PORTICO_ONRAMP_DAILY_CAP_PROJECT', defaults.dailyCaps.project),
    },
    treasuryFloorUsd: positive(env, 'PORTICO_ONRAMP_TREASURY_FLOOR_USD', defaults.treasuryFloorUsd),
    maxPriceDeviationPercent: deviation,
    priceWindowSeconds: positive(env, 'PORTICO_ONRAMP_PRICE_WINDOW_SECONDS', defaults.priceWindowSeconds),
    quoteTtlSeconds: positive(env, 'PORTICO_ONRAMP_QUOTE_TTL_SECONDS', defaults.quoteTtlSeconds),
  }
}
