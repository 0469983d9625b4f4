import * as oidc from 'openid-client'
import type { Queryable } from '@portico/api'
import type { SocialProvider } from '@portico/frame-protocol'
import { sealBytes } from '../crypto/sealBytes.ts'
import { BadRequestError } from '../http/httpErrors.ts'
import type { SessionScope } from '../sessions/sessionStore.ts'
import type { SocialClients } from './createSocialClients.ts'

/** A social login must come back within 10 minutes. */
export const SOCIAL_STATE_LIFETIME_MS = 10 * 60 * 1000

/** Parameters of {@link startSocialLogin}. */
export interface StartSocialLoginParameters {
  db: Queryable
  clients: SocialClients
  /** Encrypts the PKCE verifier at rest. */
  loginStateKey: Buffer
  publicUrl: string
  provider: SocialProvider
  mode: 'popup' | 'redirect'
  /** Redirect mode: the host page to come back to (must be on the host origin). */
  returnTo?: string | undefined
  scope: SessionScope
  /** SHA-256 hex of the iframe's login secret: the result is redeemed only with the secret (login CSRF). */
  loginSecretHash: string
}

/** The redirect URI every provider is registered with. */
export const socialCallbackUrl = (publicUrl: string) => `${publicUrl}/social/callback`

/**
 * §5 GET_SOCIAL_REDIRECT_URI: the provider's authorization URL (code flow with PKCE S256 and state, and a nonce
 * for the OpenID providers),
 * remembering state, nonce, the encrypted verifier and the login secret's hash until the callback.
 *
 * @example
 * const { uri } = await startSocialLogin({ db, clients, loginStateKey, publicUrl, provider: 'github', mode: 'popup', scope, loginSecretHash })
 */
export async function startSocialLogin(parameters: StartSocialLoginParameters): Promise<{ uri: string }> {
  const { scope, mode } = parameters
  let returnTo: string | null = null
  if (mode === 'redirect') {
    returnTo = parameters.returnTo ?? `${scope.hostOrigin}/`
    let returnOrigin: string
    try {
      returnOrigin = new URL(returnTo).origin
    } catch {
      throw new BadRequestError('returnTo must be a URL')
    }
    if (returnOrigin !== scope.hostOrigin)
      throw new BadRequestError('returnTo must be on the host page origin')
  }
  const client = await parameters.clients.clientOf(parameters.provider)
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const verifier = oidc.randomPKCECodeVerifier()
  const sealed = sealBytes(parameters.loginStateKey, Buffer.from(verifier, 'utf8'), state)
  await parameters.db.query(
    `INSERT INTO embedded_social_states
       (state, verifier_ciphertext, nonce, provider, mode, return_to, host_origin, project_id, expires_at, login_secret_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      state,
      `${sealed.iv}.${sealed.authTag}.${sealed.ciphertext}`,
      nonce,
      parameters.provider,
      mode,
      returnTo,
      scope.hostOrigin,
      scope.projectId,
      new Date(Date.now() + SOCIAL_STATE_LIFETIME_MS),
      parameters.loginSecretHash,
    ],
  )
  const uri = client.authorizationUrl({
    redirectUri: socialCallbackUrl(parameters.publicUrl),
    state,
    nonce,
    codeChallenge: await oidc.calculatePKCECodeChallenge(verifier),
  })
  return { uri: uri.href }
}
