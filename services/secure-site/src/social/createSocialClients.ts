import * as oidc from 'openid-client'
import type { SocialProvider } from '@portico/frame-protocol'
import { BadRequestError, SecureSiteHttpError } from '../http/httpErrors.ts'
import { isLoopbackUrl } from './isLoopbackUrl.ts'
import { createOAuthLoginClient } from './oauthLoginClient.ts'
import type { OAuthSocialProvider } from './oauthUserProfiles.ts'
import { createOidcLoginClient } from './oidcLoginClient.ts'
import type { SocialLoginClient } from './socialLoginClient.ts'
import {
  SOCIAL_PROVIDER_DEFAULTS,
  type OidcProviderSettings,
  type SocialProviderConfig,
} from './socialProviderSettings.ts'

export { isLoopbackUrl }

/** The provider's discovery document could not be read (provider down or misconfigured). */
export class SocialProviderUnavailableError extends SecureSiteHttpError {
  override name = 'SocialProviderUnavailableError'
}

/** Gives the login client of each configured provider, made once and then reused. */
export interface SocialClients {
  clientOf(provider: SocialProvider): Promise<SocialLoginClient>
}

function discover(provider: SocialProvider, settings: OidcProviderSettings): Promise<SocialLoginClient> {
  return oidc
    .discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      oidc.ClientSecretPost(settings.clientSecret),
      isLoopbackUrl(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : {},
    )
    .then((configuration) => createOidcLoginClient(configuration, settings))
    .catch((error: unknown) => {
      throw new SocialProviderUnavailableError(
        502,
        `Social provider ${provider} is unavailable: ${(error as Error).message}`,
      )
    })
}

/**
 * The login client of each configured provider: an OpenID one (Google, Apple) is discovered lazily (a
 * provider that is down fails its own logins, not the server start, and is tried again on the next login); an
 * OAuth 2.0 one (GitHub, X, Discord, Facebook) is built from its configured endpoints.
 *
 * @example
 * const clients = createSocialClients(config.socialProviders)
 * const { uri } = (await clients.clientOf('github')).authorizationUrl({ redirectUri, state, nonce, codeChallenge })
 */
export function createSocialClients(
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>,
): SocialClients {
  const clients = new Map<SocialProvider, Promise<SocialLoginClient>>()
  return {
    clientOf(provider) {
      const settings = providers[provider]
      if (!settings) throw new BadRequestError(`Social provider ${provider} is not configured`)
      let client = clients.get(provider)
      if (client) return client
      if (settings.protocol !== SOCIAL_PROVIDER_DEFAULTS[provider].protocol) {
        throw new BadRequestError(
          `Social provider ${provider} speaks ${SOCIAL_PROVIDER_DEFAULTS[provider].protocol === 'oidc' ? 'OpenID Connect' : 'OAuth 2.0'}, but is configured as ${settings.protocol}`,
        )
      }
      if (settings.protocol === 'oidc') {
        client = discover(provider, settings)
        // The caller gets the failure; the next login tries the discovery again.
        void client.catch(() => clients.delete(provider))
      } else {
        client = Promise.resolve(createOAuthLoginClient(provider as OAuthSocialProvider, settings))
      }
      clients.set(provider, client)
      return client
    },
  }
}
