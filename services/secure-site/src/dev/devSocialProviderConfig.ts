import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/frame-protocol'
import { parseSocialProviders } from '../social/parseSocialProviders.ts'
import { SOCIAL_PROVIDER_DEFAULTS, type SocialProviderConfig } from '../social/socialProviderSettings.ts'
import { DEV_OAUTH_PATHS } from './devOAuthModes.ts'

/** The dev client of a social provider: `portico-<provider>` with secret `dev-secret-<provider>`. */
export const devOidcClient = (provider: string) => ({
  clientId: `portico-${provider}`,
  clientSecret: `dev-secret-${provider}`,
})

/**
 * The `PORTICO_SOCIAL_PROVIDERS` entry of `provider` pointed at the dev provider on `devProviderUrl`: the
 * issuer for an OpenID provider, its mode's authorization, token and user endpoints for an OAuth 2.0 one.
 *
 * @example
 * devSocialProviderEntry('http://127.0.0.1:8791', 'x').tokenEndpoint // 'http://127.0.0.1:8791/x/api/2/oauth2/token'
 */
export function devSocialProviderEntry(
  devProviderUrl: string,
  provider: SocialProvider,
): Record<string, string> {
  const client = devOidcClient(provider)
  if (SOCIAL_PROVIDER_DEFAULTS[provider].protocol === 'oidc') return { issuer: devProviderUrl, ...client }
  const paths = DEV_OAUTH_PATHS[provider as keyof typeof DEV_OAUTH_PATHS]
  return {
    ...client,
    authorizationEndpoint: `${devProviderUrl}${paths.authorize}`,
    tokenEndpoint: `${devProviderUrl}${paths.token}`,
    userEndpoint: `${devProviderUrl}${paths.user}${provider === 'facebook' ? '?fields=id,name,email' : ''}`,
    ...(paths.emails ? { emailsEndpoint: `${devProviderUrl}${paths.emails}` } : {}),
  }
}

/**
 * Every provider (or `providers`) pointed at the dev provider, as `PORTICO_SOCIAL_PROVIDERS` takes them.
 *
 * @example
 * const env = { PORTICO_SOCIAL_PROVIDERS: JSON.stringify(devSocialProviderEntries('http://127.0.0.1:8791')) }
 */
export function devSocialProviderEntries(
  devProviderUrl: string,
  providers: readonly SocialProvider[] = SOCIAL_PROVIDERS,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    providers.map((provider) => [provider, devSocialProviderEntry(devProviderUrl, provider)]),
  )
}

/**
 * The secure site's provider settings for the dev provider, parsed as `PORTICO_SOCIAL_PROVIDERS` is.
 *
 * @example
 * startSecureSiteTestBed(db, { socialProviders: devSocialProviders(oidc.issuer, ['github']) })
 */
export function devSocialProviders(
  devProviderUrl: string,
  providers: readonly SocialProvider[] = SOCIAL_PROVIDERS,
): Partial<Record<SocialProvider, SocialProviderConfig>> {
  return parseSocialProviders(JSON.stringify(devSocialProviderEntries(devProviderUrl, providers)))
}
