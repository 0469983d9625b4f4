import * as oidc from 'openid-client'
import type { Database } from '@portico/api'
import type { SocialProvider } from '@portico/frame-protocol'
import { unsealBytes } from '../crypto/sealBytes.ts'
import { randomToken, sha256Hex } from '../crypto/tokenHashes.ts'
import { findOrCreateSocialUser } from '../users/userStore.ts'
import type { SocialClients } from './createSocialClients.ts'
import { socialCallbackUrl } from './startSocialLogin.ts'

/** A login ticket (the `result_uri`) must be redeemed within 60 s, once. */
export const LOGIN_TICKET_LIFETIME_MS = 60_000

/** The callback names no login in flight (unknown, used or expired state). */
export class SocialStateError extends Error {
  override name = 'SocialStateError'
}

/** Where the person goes after the callback: back to the opener (popup) or to `returnTo` (redirect). */
export interface SocialLoginOutcome {
  mode: 'popup' | 'redirect'
  hostOrigin: string
  returnTo: string | null
  /** `<secure-site>/social/result?ticket=…` when the login succeeded. */
  resultUri?: string
  /** The provider's or the exchange's error when it did not. */
  error?: string
}

/**
 * `GET /social/callback`: checks state, exchanges the code (PKCE verifier, nonce and issuer checked by
 * openid-client), finds or creates the user of (provider, subject) and makes a one-time login ticket, bound
 * to the login secret the login started with.
 *
 * @example
 * const outcome = await finishSocialLogin({ db, clients, loginStateKey, walletKeysKey, publicUrl, query })
 */
export async function finishSocialLogin(parameters: {
  db: Database
  clients: SocialClients
  loginStateKey: Buffer
  walletKeysKey: Buffer
  publicUrl: string
  /** The callback's query string, without `?`. */
  query: string
}): Promise<SocialLoginOutcome> {
  const { db, publicUrl } = parameters
  const search = new URLSearchParams(parameters.query)
  const state = search.get('state')
  if (!state)
    throw new SocialStateError('The social login came back without its state. Start the login again.')
  const [row] = await db.query<{
    verifier_ciphertext: string
    nonce: string
    provider: SocialProvider
    mode: 'popup' | 'redirect'
    return_to: string | null
    host_origin: string
    project_id: string
    login_secret_hash: string | null
  }>(
    `DELETE FROM embedded_social_states WHERE state = $1 AND expires_at > now()
     RETURNING verifier_ciphertext, nonce, provider, mode, return_to, host_origin, project_id, login_secret_hash`,
    [state],
  )
  if (!row)
    throw new SocialStateError('This social login has expired or was already used. Start the login again.')
  const base = { mode: row.mode, hostOrigin: row.host_origin, returnTo: row.return_to }
  const providerError = search.get('error')
  if (providerError) {
    return { ...base, error: search.get('error_description') ?? providerError }
  }
  const [iv, authTag, ciphertext] = row.verifier_ciphertext.split('.') as [string, string, string]
  const verifier = unsealBytes(parameters.loginStateKey, { iv, authTag, ciphertext }, state).toString('utf8')
  let claims: oidc.IDToken | undefined
  try {
    const configuration = await parameters.clients.configOf(row.provider)
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      new URL(`${socialCallbackUrl(publicUrl)}?${parameters.query}`),
      { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: row.nonce, idTokenExpected: true },
    )
    claims = tokens.claims()
  } catch (error) {
    return { ...base, error: `The ${row.provider} login failed: ${(error as Error).message}` }
  }
  if (!claims?.sub) return { ...base, error: `The ${row.provider} login returned no subject` }
  const name = [claims.preferred_username, claims.name, claims.email].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  )
  const user = await findOrCreateSocialUser(db, parameters.walletKeysKey, {
    provider: row.provider,
    subject: claims.sub,
    userName: name?.slice(0, 200) ?? null,
  })
  const ticket = randomToken()
  await db.query(
    `INSERT INTO embedded_login_tickets (ticket_hash, user_id, project_id, host_origin, expires_at, login_secret_hash)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256Hex(ticket),
      user.id,
      row.project_id,
      row.host_origin,
      new Date(Date.now() + LOGIN_TICKET_LIFETIME_MS),
      row.login_secret_hash,
    ],
  )
  return { ...base, resultUri: `${publicUrl}/social/result?ticket=${ticket}` }
}
