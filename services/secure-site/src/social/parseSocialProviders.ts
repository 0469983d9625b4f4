import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/frame-protocol'
import { z } from 'zod'
import {
  SOCIAL_PROVIDER_DEFAULTS,
  type OAuthProviderSettings,
  type OidcProviderSettings,
  type SocialProviderConfig,
} from './socialProviderSettings.ts'

/** `PORTICO_SOCIAL_PROVIDERS` cannot be turned into providers; the message names the provider and field. */
export class SocialProvidersConfigError extends Error {
  override name = 'SocialProvidersConfigError'
}

/** https, or http on this machine only (the dev provider). */
const endpoint = z.url().refine((value) => {
  const url = new URL(value)
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  )
}, 'must be an https URL (http only on 127.0.0.1 or localhost)')

const client = {
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().min(1).optional(),
}
const oidcEntry = z.strictObject({
  ...client,
  issuer: endpoint.optional(),
  responseMode: z.enum(['query', 'form_post']).optional(),
})
const oauthEntry = z.strictObject({
  ...client,
  authorizationEndpoint: endpoint.optional(),
  tokenEndpoint: endpoint.optional(),
  userEndpoint: endpoint.optional(),
  emailsEndpoint: endpoint.optional(),
  tokenEndpointAuth: z.enum(['client_secret_post', 'client_secret_basic']).optional(),
  authorizationResponseIssuer: z.string().min(1).optional(),
})

function oauthProvider(provider: SocialProvider, value: unknown): OAuthProviderSettings {
  const defaults = SOCIAL_PROVIDER_DEFAULTS[provider] as Omit<
    OAuthProviderSettings,
    'clientId' | 'clientSecret'
  >
  if (value && typeof value === 'object' && 'issuer' in value) {
    throw new SocialProvidersConfigError(
      `PORTICO_SOCIAL_PROVIDERS: ${provider} is an OAuth 2.0 provider without OpenID discovery: give authorizationEndpoint, tokenEndpoint and userEndpoint (or none of them for ${provider}'s own), not issuer`,
    )
  }
  const entry = parseEntry(provider, oauthEntry, value)
  const given = [entry.authorizationEndpoint, entry.tokenEndpoint, entry.userEndpoint]
  if (given.some(Boolean) && !given.every(Boolean)) {
    throw new SocialProvidersConfigError(
      `PORTICO_SOCIAL_PROVIDERS: ${provider} needs authorizationEndpoint, tokenEndpoint and userEndpoint together (or none of them for ${provider}'s own)`,
    )
  }
  if (!entry.authorizationEndpoint) {
    return {
      ...defaults,
      clientId: entry.clientId,
      clientSecret: entry.clientSecret,
      emailsEndpoint: entry.emailsEndpoint ?? defaults.emailsEndpoint,
      scope: entry.scope ?? defaults.scope,
      tokenEndpointAuth: entry.tokenEndpointAuth ?? defaults.tokenEndpointAuth,
      issuer: entry.authorizationResponseIssuer ?? defaults.issuer,
    }
  }
  // Endpoints of another server: none of the real provider's (its emails endpoint, its issuer) carries over.
  return {
    protocol: 'oauth2',
    clientId: entry.clientId,
    clientSecret: entry.clientSecret,
    authorizationEndpoint: entry.authorizationEndpoint,
    tokenEndpoint: entry.tokenEndpoint!,
    userEndpoint: entry.userEndpoint!,
    emailsEndpoint: entry.emailsEndpoint,
    scope: entry.scope ?? defaults.scope,
    tokenEndpointAuth: entry.tokenEndpointAuth ?? defaults.tokenEndpointAuth,
    issuer: entry.authorizationResponseIssuer ?? new URL(entry.authorizationEndpoint).origin,
  }
}

function oidcProvider(provider: SocialProvider, value: unknown): OidcProviderSettings {
  const defaults = SOCIAL_PROVIDER_DEFAULTS[provider] as Omit<
    OidcProviderSettings,
    'clientId' | 'clientSecret'
  >
  const entry = parseEntry(provider, oidcEntry, value)
  return {
    protocol: 'oidc',
    clientId: entry.clientId,
    clientSecret: entry.clientSecret,
    issuer: entry.issuer ?? defaults.issuer,
    scope: entry.scope ?? defaults.scope,
    responseMode: entry.responseMode ?? defaults.responseMode,
  }
}

function parseEntry<T extends z.ZodType>(provider: SocialProvider, schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = [provider, ...(issue?.path ?? [])].join('.')
  throw new SocialProvidersConfigError(`PORTICO_SOCIAL_PROVIDERS: ${field}: ${issue?.message ?? 'invalid'}`)
}

/**
 * Parses `PORTICO_SOCIAL_PROVIDERS`: per provider its client id and secret, and where it is not the real
 * provider (the dev provider, a proxy) its endpoints — `issuer` for the OpenID ones (Google, Apple),
 * `authorizationEndpoint`, `tokenEndpoint` and `userEndpoint` for the OAuth 2.0 ones (GitHub, X, Discord,
 * Facebook). Optional: `scope`, `responseMode` (OpenID), `emailsEndpoint`, `tokenEndpointAuth`,
 * `authorizationResponseIssuer` (OAuth 2.0).
 *
 * @throws {SocialProvidersConfigError} naming the provider and field that is wrong.
 * @example
 * parseSocialProviders('{"github":{"clientId":"Iv1.abc","clientSecret":"…"}}').github?.tokenEndpoint
 * // 'https://github.com/login/oauth/access_token'
 */
export function parseSocialProviders(
  value: string | undefined,
): Partial<Record<SocialProvider, SocialProviderConfig>> {
  if (!value) return {}
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    throw new SocialProvidersConfigError(
      'PORTICO_SOCIAL_PROVIDERS must be JSON like {"github":{"clientId":…,"clientSecret":…}}',
    )
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new SocialProvidersConfigError('PORTICO_SOCIAL_PROVIDERS must be a JSON object keyed by provider')
  }
  const providers: Partial<Record<SocialProvider, SocialProviderConfig>> = {}
  for (const [name, entry] of Object.entries(json)) {
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(name)) {
      throw new SocialProvidersConfigError(
        `PORTICO_SOCIAL_PROVIDERS: ${name} is not a social provider (providers: ${SOCIAL_PROVIDERS.join(', ')})`,
      )
    }
    const provider = name as SocialProvider
    providers[provider] =
      SOCIAL_PROVIDER_DEFAULTS[provider].protocol === 'oidc'
        ? oidcProvider(provider, entry)
        : oauthProvider(provider, entry)
  }
  return providers
}
