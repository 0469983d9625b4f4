import type { SocialProvider } from '@portico/frame-protocol'
/** A provider that speaks OpenID Connect: discovered from its issuer, the person named by the ID token's `sub`. */
export interface OidcProviderSettings {
  protocol: 'oidc'
  /** The issuer whose `/.well-known/openid-configuration` is read. */
  issuer: string
  clientId: string
  /** Apple: the ES256-signed client-secret JWT made from the team's key (Apple's client secrets expire). */
  clientSecret: string
  scope: string
  /** `form_post` where the provider sends the code in a POST once names or emails are asked for (Apple). */
  responseMode: 'query' | 'form_post'
}
/**
 * A provider that speaks only OAuth 2.0 (no discovery, no ID token): authorization code with PKCE at its own
 * endpoints, then its user endpoint, read with the access token, names the person.
 */
export interface OAuthProviderSettings {
  protocol: 'oauth2'
  clientId: string
  clientSecret: string
  authorizationEndpoint: string
  tokenEndpoint: string
  /** Answers the signed-in account, whose stable id becomes the wallet's owner. */
  userEndpoint: string
  /** GitHub: the account's addresses (`GET /user/emails`), read when `/user` shows no public email. */
  emailsEndpoint?: string | undefined
  scope: string
  /** How the client proves itself at the token endpoint (X takes HTTP Basic only). */
  tokenEndpointAuth: 'client_secret_post' | 'client_secret_basic'
  /** The `iss` the provider adds to its authorization responses (RFC 9207), checked when present. */
  issuer: string
}
/** One social provider as the secure site runs it. */
export type SocialProviderConfig = OidcProviderSettings | OAuthProviderSettings
/** What an operator may leave out: everything but the client's id and secret has the real provider's value. */
export type SocialProviderDefaults =
  | Omit<OidcProviderSettings, 'clientId' | 'clientSecret'>
  | Omit<OAuthProviderSettings, 'clientId' | 'clientSecret'>
/**
 * The real providers' endpoints, as each documents them. Google and Apple publish OpenID discovery; GitHub, X
 * and Discord are OAuth 2.0 only; Facebook's discovery document lists no token endpoint (it serves the
 * implicit Limited Login ID token only), so its web login is OAuth 2.0 with the Graph API's `/me`.
 *
 * @example
 * SOCIAL_PROVIDER_DEFAULTS.github.protocol // 'oauth2'
 */
export declare const SOCIAL_PROVIDER_DEFAULTS: Record<SocialProvider, SocialProviderDefaults>
