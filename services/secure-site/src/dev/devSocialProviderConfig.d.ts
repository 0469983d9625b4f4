import { type SocialProvider } from '@portico/frame-protocol'
import { type SocialProviderConfig } from '../social/socialProviderSettings.ts'
/** The dev client of a social provider: `portico-<provider>` with secret `dev-secret-<provider>`. */
export declare const devOidcClient: (provider: string) => {
  clientId: string
  clientSecret: string
}
/**
 * The `PORTICO_SOCIAL_PROVIDERS` entry of `provider` pointed at the dev provider on `devProviderUrl`: the
 * issuer for an OpenID provider, its mode's authorization, token and user endpoints for an OAuth 2.0 one.
 *
 * @example
 * devSocialProviderEntry('http://127.0.0.1:8791', 'x').tokenEndpoint // 'http://127.0.0.1:8791/x/api/2/oauth2/token'
 */
export declare function devSocialProviderEntry(
  devProviderUrl: string,
  provider: SocialProvider,
): Record<string, string>
/**
 * Every provider (or `providers`) pointed at the dev provider, as `PORTICO_SOCIAL_PROVIDERS` takes them.
 *
 * @example
 * const env = { PORTICO_SOCIAL_PROVIDERS: JSON.stringify(devSocialProviderEntries('http://127.0.0.1:8791')) }
 */
export declare function devSocialProviderEntries(
  devProviderUrl: string,
  providers?: readonly SocialProvider[],
): Record<string, Record<string, string>>
/**
 * The secure site's provider settings for the dev provider, parsed as `PORTICO_SOCIAL_PROVIDERS` is.
 *
 * @example
 * startSecureSiteTestBed(db, { socialProviders: devSocialProviders(oidc.issuer, ['github']) })
 */
export declare function devSocialProviders(
  devProviderUrl: string,
  providers?: readonly SocialProvider[],
): Partial<Record<SocialProvider, SocialProviderConfig>>
