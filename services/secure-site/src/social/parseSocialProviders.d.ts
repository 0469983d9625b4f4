import { type SocialProvider } from '@portico/frame-protocol'
import { type SocialProviderConfig } from './socialProviderSettings.ts'
/** `PORTICO_SOCIAL_PROVIDERS` cannot be turned into providers; the message names the provider and field. */
export declare class SocialProvidersConfigError extends Error {
  name: string
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
export declare function parseSocialProviders(
  value: string | undefined,
): Partial<Record<SocialProvider, SocialProviderConfig>>
