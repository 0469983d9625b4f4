import * as oidc from 'openid-client'
import { isLoopbackUrl } from './isLoopbackUrl.ts'
import { primaryGithubEmail, readUserProfile, type OAuthSocialProvider } from './oauthUserProfiles.ts'
import type { SocialIdentity, SocialLoginClient } from './socialLoginClient.ts'
import type { OAuthProviderSettings } from './socialProviderSettings.ts'

/** A provider API refused or failed a call after the code was redeemed. */
export class ProviderApiError extends Error {
  override name = 'ProviderApiError'
}

// GitHub's API refuses requests without a User-Agent.
const API_HEADERS = { accept: 'application/json', 'user-agent': 'Portico-secure-site' }

async function readJson(
  configuration: oidc.Configuration,
  accessToken: string,
  provider: string,
  url: string,
): Promise<unknown> {
  const response = await oidc.fetchProtectedResource(
    configuration,
    accessToken,
    new URL(url),
    'GET',
    undefined,
    new Headers(API_HEADERS),
  )
  if (!response.ok) {
    throw new ProviderApiError(`${provider}'s ${new URL(url).pathname} answered ${response.status}`)
  }
  return response.json()
}

/**
 * GitHub answers a failed token request with 200 and `{ error, error_description }`: as a 400 it reaches
 * openid-client as the OAuth error it is (its description shown), not as a token response without a token.
 */
function tokenErrorsAsErrors(tokenEndpoint: string): oidc.CustomFetch {
  return async (url, options) => {
    // openid-client's request options are fetch's (its body types are ones fetch takes).
    const response = await fetch(url, options as RequestInit)
    if (url !== tokenEndpoint || response.status !== 200) return response
    // A body that is not JSON goes on as it came: openid-client reports it.
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null
    if (!body || typeof body.error !== 'string' || 'access_token' in body) return response
    return new Response(JSON.stringify(body), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    })
  }
}

/**
 * An OAuth 2.0 provider's login (GitHub, X, Discord, Facebook): authorization code with PKCE at the provider's
 * endpoints (state checked, and `iss` where the provider sends it), then the access token reads the user
 * endpoint, whose stable id names the account.
 *
 * @example
 * const client = createOAuthLoginClient('github', settings)
 * const url = client.authorizationUrl({ redirectUri, state, nonce, codeChallenge })
 */
export function createOAuthLoginClient(
  provider: OAuthSocialProvider,
  settings: OAuthProviderSettings,
): SocialLoginClient {
  const configuration = new oidc.Configuration(
    {
      issuer: settings.issuer,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
    },
    settings.clientId,
    settings.clientSecret,
    settings.tokenEndpointAuth === 'client_secret_basic'
      ? oidc.ClientSecretBasic(settings.clientSecret)
      : oidc.ClientSecretPost(settings.clientSecret),
  )
  if ([settings.authorizationEndpoint, settings.tokenEndpoint, settings.userEndpoint].some(isLoopbackUrl)) {
    oidc.allowInsecureRequests(configuration)
  }
  configuration[oidc.customFetch] = tokenErrorsAsErrors(settings.tokenEndpoint)
  return {
    authorizationUrl: ({ redirectUri, state, codeChallenge }) =>
      oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
      }),
    async identify({ callbackUrl, state, verifier }): Promise<SocialIdentity> {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        idTokenExpected: false,
      })
      const body = await readJson(configuration, tokens.access_token, provider, settings.userEndpoint)
      const identity = readUserProfile(provider, body)
      if (identity.email || !settings.emailsEndpoint) return identity
      const emails = await readJson(configuration, tokens.access_token, provider, settings.emailsEndpoint)
      return { ...identity, email: primaryGithubEmail(emails) }
    },
  }
}
