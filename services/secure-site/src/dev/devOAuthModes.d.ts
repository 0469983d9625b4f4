import type { IncomingMessage, ServerResponse } from 'node:http'
import type { OAuthSocialProvider } from '../social/oauthUserProfiles.ts'
/** Where each OAuth 2.0 mode answers on the dev provider: the real provider's paths under its name. */
export declare const DEV_OAUTH_PATHS: Record<
  OAuthSocialProvider,
  {
    authorize: string
    token: string
    user: string
    emails?: string
  }
>
/**
 * The dev provider's OAuth 2.0 modes: GitHub, X, Discord and Facebook as each answers — its authorization page
 * (any login name), its token endpoint (its client authentication, PKCE S256 checked when a challenge was
 * sent and required by X, its response and error shapes) and its user endpoint — at {@link DEV_OAUTH_PATHS}.
 * Clients are `portico-<provider>` with secret `dev-secret-<provider>`; redirect URIs must be in
 * `redirectUris`.
 *
 * @example
 * const modes = createDevOAuthModes({ issuer: 'http://127.0.0.1:8791', redirectUris, clientOf })
 * server.on('request', (req, res) => modes.handle(req, res) || fallback(req, res))
 */
export declare function createDevOAuthModes(options: {
  issuer: string
  redirectUris: readonly string[]
  clientOf: (provider: OAuthSocialProvider) => {
    clientId: string
    clientSecret: string
  }
}): {
  /** Answers a request to one of the modes' paths; false when the path is none of theirs. */
  handle(request: IncomingMessage, response: ServerResponse): boolean
}
