import * as oidc from 'openid-client'
import type { SocialProvider } from '@portico/frame-protocol'
import type { SocialProviderConfig } from '../config/loadSecureSiteConfig.ts'
import { BadRequestError, SecureSiteHttpError } from '../http/httpErrors.ts'

/** The provider's discovery document could not be read (provider down or misconfigured). */
export class SocialProviderUnavailableError extends SecureSiteHttpError {
  override name = 'SocialProviderUnavailableError'
}

/** True for an issuer on this machine, the only place a plain-http issuer is accepted (the dev provider). */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url)
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]' || hostname === '::1'
}

/** Gives the openid-client configuration of each configured provider, discovered once and then reused. */
export interface SocialClients {
  configOf(provider: SocialProvider): Promise<oidc.Configuration>
}

/**
 * Discovers each provider lazily (a provider that is down fails its own logins, not the server start).
 *
 * @example
 * const clients = createSocialClients(config.socialProviders)
 * const configuration = await clients.configOf('google')
 */
export function createSocialClients(
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>,
): SocialClients {
  const discovered = new Map<SocialProvider, Promise<oidc.Configuration>>()
  return {
    configOf(provider) {
      const settings = providers[provider]
      if (!settings) throw new BadRequestError(`Social provider ${provider} is not configured`)
      let configuration = discovered.get(provider)
      if (!configuration) {
        configuration = oidc
          .discovery(
            new URL(settings.issuer),
            settings.clientId,
            undefined,
            oidc.ClientSecretPost(settings.clientSecret),
            isLoopbackUrl(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : {},
          )
          .catch((error: unknown) => {
            discovered.delete(provider) // try again on the next login
            throw new SocialProviderUnavailableError(
              502,
              `Social provider ${provider} is unavailable: ${(error as Error).message}`,
            )
          })
        discovered.set(provider, configuration)
      }
      return configuration
    },
  }
}
