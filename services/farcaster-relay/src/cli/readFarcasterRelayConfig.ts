/** What the Farcaster relay process needs. */
export interface FarcasterRelayConfig {
  host: string
  port: number
  /** The Farcaster wallet's sign-in page each channel's connect URL points at. */
  connectUrl: string
  /** Channels held at once before new ones are refused. */
  maxChannels: number
}

/** The environment cannot be turned into a configuration; the message names the variable. */
export class FarcasterRelayConfigError extends Error {
  override name = 'FarcasterRelayConfigError'
}

/** Farcaster's own sign-in page, which Farcaster's apps open. */
export const FARCASTER_CONNECT_URL = 'https://farcaster.xyz/~/siwf'

function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  max: number,
): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new FarcasterRelayConfigError(`${name} must be a whole number from 0 to ${max}, got '${raw}'`)
  return value
}

/**
 * Reads `PORTICO_FARCASTER_RELAY_HOST` (127.0.0.1), `PORTICO_FARCASTER_RELAY_PORT` (8792),
 * `PORTICO_FARCASTER_CONNECT_URL` (Farcaster's sign-in page) and `PORTICO_FARCASTER_RELAY_MAX_CHANNELS` (10000).
 *
 * @throws {FarcasterRelayConfigError} naming the variable that is wrong.
 * @example
 * readFarcasterRelayConfig({ PORTICO_FARCASTER_RELAY_PORT: '9000' }).port // 9000
 */
export function readFarcasterRelayConfig(env: Record<string, string | undefined>): FarcasterRelayConfig {
  const connectUrl = env.PORTICO_FARCASTER_CONNECT_URL || FARCASTER_CONNECT_URL
  let parsed: URL
  try {
    parsed = new URL(connectUrl)
  } catch {
    throw new FarcasterRelayConfigError(`PORTICO_FARCASTER_CONNECT_URL must be a URL, got '${connectUrl}'`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:' && parsed.protocol !== 'farcaster:')
    throw new FarcasterRelayConfigError(
      `PORTICO_FARCASTER_CONNECT_URL must be an http(s) or farcaster: URL, got '${connectUrl}'`,
    )
  return {
    host: env.PORTICO_FARCASTER_RELAY_HOST || '127.0.0.1',
    port: wholeNumber(env, 'PORTICO_FARCASTER_RELAY_PORT', 8792, 65_535),
    connectUrl,
    maxChannels: Math.max(1, wholeNumber(env, 'PORTICO_FARCASTER_RELAY_MAX_CHANNELS', 10_000, 10_000_000)),
  }
}
