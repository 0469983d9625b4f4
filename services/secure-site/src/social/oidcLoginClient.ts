import * as oidc from 'openid-client'
import type { SocialLoginClient } from './socialLoginClient.ts'
import type { OidcProviderSettings } from './socialProviderSettings.ts'

/**
 * An OpenID Connect provider's login (Google, Apple): the ID token, checked by openid-client (signature, issuer,
 * audience, nonce), names the account by `sub`.
 *
 * @example
 * const client = createOidcLoginClient(await oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret), settings)
 */
export function createOidcLoginClient(
  configuration: oidc.Configuration,
  settings: OidcProviderSettings,
): SocialLoginClient {
  return {
    authorizationUrl: ({ redirectUri, state, nonce, codeChallenge }) =>
      oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(settings.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
      }),
    async identify({ callbackUrl, state, nonce, verifier }) {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims?.sub) throw new Error('the ID token names no subject')
      const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null)
      const email = text(claims.email)
      return {
        subject: claims.sub,
        userName: text(claims.preferred_username) ?? text(claims.name) ?? email,
        email,
      }
    },
  }
}
