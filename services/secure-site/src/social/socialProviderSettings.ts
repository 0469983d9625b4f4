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

/** Facebook's Graph API version the default endpoints name (v26.0: July 2026). */
const GRAPH_VERSION = 'v26.0'

/**
 * The real providers' endpoints, as each documents them. Google and Apple publish OpenID discovery; GitHub, X
 * and Discord are OAuth 2.0 only; Facebook's discovery document lists no token endpoint (it serves the
 * implicit Limited Login ID token only), so its web login is OAuth 2.0 with the Graph API's `/me`.
 *
 * @example
 * SOCIAL_PROVIDER_DEFAULTS.github.protocol // 'oauth2'
 */
export const SOCIAL_PROVIDER_DEFAULTS: Record<SocialProvider, SocialProviderDefaults> = {
  google: {
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
    responseMode: 'query',
  },
  apple: {
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    // Apple sends the code by POST whenever a scope beyond openid is asked for.
    scope: 'openid email',
    responseMode: 'form_post',
  },
  github: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userEndpoint: 'https://api.github.com/user',
    emailsEndpoint: 'https://api.github.com/user/emails',
    scope: 'read:user user:email',
    tokenEndpointAuth: 'client_secret_post',
    issuer: 'https://github.com',
  },
  x: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userEndpoint: 'https://api.x.com/2/users/me',
    // users.read needs tweet.read beside it.
    scope: 'users.read tweet.read',
    tokenEndpointAuth: 'client_secret_basic',
    issuer: 'https://x.com',
  },
  discord: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    tokenEndpointAuth: 'client_secret_post',
    issuer: 'https://discord.com',
  },
  facebook: {
    protocol: 'oauth2',
    authorizationEndpoint: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
    tokenEndpoint: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`,
    userEndpoint: `https://graph.facebook.com/${GRAPH_VERSION}/me?fields=id,name,email`,
    scope: 'public_profile email',
    tokenEndpointAuth: 'client_secret_post',
    issuer: 'https://www.facebook.com',
  },
}
