import { parseRpcUrls } from '@portico/api'
import type { SocialProvider } from '@portico/frame-protocol'
import { parseMasterKey } from '../crypto/parseMasterKey.ts'
import { DEFAULT_ABUSE_LIMITS, type CodeFailurePolicy } from '../http/abuseLimits.ts'
import {
  parseSocialProviders as parseSocialProviderList,
  SocialProvidersConfigError,
} from '../social/parseSocialProviders.ts'
import type { SocialProviderConfig } from '../social/socialProviderSettings.ts'

export type { SocialProviderConfig }

/** What the secure-site process needs to run. */
export interface SecureSiteConfig {
  host: string
  port: number
  /** The secure site's own origin as browsers see it, e.g. `http://127.0.0.1:8789` (iframe and callbacks). */
  publicUrl: string
  /** The data API that knows each project's allowed origins. */
  apiUrl: string
  smtpUrl: string
  mailFrom: string
  /** 32 bytes that every key, code hash and login state is protected with. */
  masterKey: Buffer
  socialProviders: Partial<Record<SocialProvider, SocialProviderConfig>>
  /** RPC URL per CAIP-2 EVM network, e.g. `eip155:31337` → `http://127.0.0.1:8545`. */
  rpcUrls: Map<string, string>
  /** The chain a login answers for when the iframe names none. */
  defaultChainId: string
  /** How many proxies in front of the site append to `X-Forwarded-For` (0: the socket address is the client). */
  trustedProxyHops: number
  /** Redis for the rate limits when set; otherwise they are counted in the database. */
  redisUrl: string | undefined
  /** Wrong codes per address (across codes and IPs) before it is locked, and the lock's length. */
  codeFailures: CodeFailurePolicy
}

/** Thrown when the environment cannot be turned into a working configuration; the message says which variable. */
export class SecureSiteConfigError extends Error {
  override name = 'SecureSiteConfigError'
}

/** Parses `PORTICO_SOCIAL_PROVIDERS` (see {@link parseSocialProviderList}), as a {@link SecureSiteConfigError}. */
export function parseSocialProviders(value: string | undefined): SecureSiteConfig['socialProviders'] {
  try {
    return parseSocialProviderList(value)
  } catch (error) {
    if (error instanceof SocialProvidersConfigError) throw new SecureSiteConfigError(error.message)
    throw error
  }
}

function port(env: Record<string, string | undefined>): number {
  const value = Number(env.PORTICO_SECURE_SITE_PORT ?? 8789)
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new SecureSiteConfigError(
      `PORTICO_SECURE_SITE_PORT must be a port number, got '${env.PORTICO_SECURE_SITE_PORT}'`,
    )
  }
  return value
}

function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min = 0,
): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) {
    throw new SecureSiteConfigError(`${name} must be a whole number of at least ${min}, got '${raw}'`)
  }
  return value
}

function origin(name: string, value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http')
    return url.origin
  } catch {
    throw new SecureSiteConfigError(`${name} must be an http(s) URL, got '${value}'`)
  }
}

/**
 * Reads the secure site's configuration: `PORTICO_SECURE_SITE_HOST`/`_PORT`/`_URL`, `PORTICO_API_URL`,
 * `PORTICO_SMTP_URL`, `PORTICO_MAIL_FROM`, `PORTICO_SECURE_SITE_MASTER_KEY` (required, 64 hex digits),
 * `PORTICO_SOCIAL_PROVIDERS`, `PORTICO_RPC_URLS`, `PORTICO_TRUSTED_PROXY_HOPS` (default 0), `REDIS_URL` (rate limits
 * in Redis instead of the database), `PORTICO_EMAIL_CODE_FAILURE_LIMIT` (10), `PORTICO_EMAIL_CODE_FAILURE_WINDOW_SECONDS`
 * (3600) and `PORTICO_EMAIL_LOCK_SECONDS` (3600).
 *
 * @example
 * const config = loadSecureSiteConfig({ PORTICO_SECURE_SITE_MASTER_KEY: 'ab'.repeat(32) })
 * config.publicUrl // 'http://127.0.0.1:8789'
 */
export function loadSecureSiteConfig(
  env: Record<string, string | undefined> = process.env,
): SecureSiteConfig {
  const listenPort = port(env)
  const host = env.PORTICO_SECURE_SITE_HOST ?? '127.0.0.1'
  const masterKeyHex = env.PORTICO_SECURE_SITE_MASTER_KEY
  if (!masterKeyHex) {
    throw new SecureSiteConfigError(
      'PORTICO_SECURE_SITE_MASTER_KEY is not set: the secure site will not start without the 64-hex-digit master key that encrypts wallet keys (in development, set PORTICO_SECURE_SITE_DEV=1 to create one in .portico/secure-site-master.key)',
    )
  }
  let masterKey: Buffer
  try {
    masterKey = parseMasterKey(masterKeyHex)
  } catch (error) {
    throw new SecureSiteConfigError(`PORTICO_SECURE_SITE_MASTER_KEY: ${(error as Error).message}`)
  }
  let rpcUrls: Map<string, string>
  try {
    // The site forwards each chain's calls to its first URL (the API's config may list fallbacks after it).
    rpcUrls = new Map(
      [...parseRpcUrls(env.PORTICO_RPC_URLS ?? '')].map(([chain, urls]) => [chain, urls[0] ?? ''] as const),
    )
  } catch (error) {
    throw new SecureSiteConfigError((error as Error).message)
  }
  for (const [chain, url] of [
    ['eip155:31337', 'http://127.0.0.1:8545'],
    ['eip155:31338', 'http://127.0.0.1:8546'],
  ] as const) {
    if (!rpcUrls.has(chain)) rpcUrls.set(chain, url)
  }
  return {
    host,
    port: listenPort,
    publicUrl: origin(
      'PORTICO_SECURE_SITE_URL',
      env.PORTICO_SECURE_SITE_URL ?? `http://127.0.0.1:${listenPort}`,
    ),
    apiUrl: origin('PORTICO_API_URL', env.PORTICO_API_URL ?? 'http://127.0.0.1:8787'),
    smtpUrl: env.PORTICO_SMTP_URL ?? 'smtp://127.0.0.1:2525',
    mailFrom: env.PORTICO_MAIL_FROM ?? 'Portico <login@portico.localhost>',
    masterKey,
    socialProviders: parseSocialProviders(env.PORTICO_SOCIAL_PROVIDERS),
    rpcUrls,
    defaultChainId: env.PORTICO_SECURE_SITE_DEFAULT_CHAIN ?? 'eip155:31337',
    trustedProxyHops: wholeNumber(env, 'PORTICO_TRUSTED_PROXY_HOPS', 0),
    redisUrl: env.REDIS_URL || undefined,
    codeFailures: {
      limit: wholeNumber(env, 'PORTICO_EMAIL_CODE_FAILURE_LIMIT', DEFAULT_ABUSE_LIMITS.codeFailures.limit, 1),
      windowMs:
        wholeNumber(
          env,
          'PORTICO_EMAIL_CODE_FAILURE_WINDOW_SECONDS',
          DEFAULT_ABUSE_LIMITS.codeFailures.windowMs / 1000,
          1,
        ) * 1000,
      lockMs:
        wholeNumber(env, 'PORTICO_EMAIL_LOCK_SECONDS', DEFAULT_ABUSE_LIMITS.codeFailures.lockMs / 1000, 1) *
        1000,
    },
  }
}
