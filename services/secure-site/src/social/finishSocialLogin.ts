import type { Database } from '@portico/api'
import type { SocialProvider } from '@portico/frame-protocol'
import { unsealBytes } from '../crypto/sealBytes.ts'
import { randomToken, sha256Hex } from '../crypto/tokenHashes.ts'
import { findOrCreateSocialUser } from '../users/userStore.ts'
import type { SocialClients } from './createSocialClients.ts'
import { loginFailureReason } from './loginFailureReason.ts'
import type { SocialIdentity } from './socialLoginClient.ts'
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
 * `/social/callback`: checks state, has the provider's client redeem the code (PKCE verifier; the ID token's
 * nonce and issuer for OpenID providers, the user endpoint's stable id for OAuth 2.0 ones), finds or creates the
 * user of (provider, subject) and makes a one-time login ticket, bound to the login secret the login started
 * with.
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
  /** The callback's parameters (its query string, or a `form_post` body), without `?`. */
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
  let identity: SocialIdentity
  try {
    const client = await parameters.clients.clientOf(row.provider)
    identity = await client.identify({
      callbackUrl: new URL(`${socialCallbackUrl(publicUrl)}?${parameters.query}`),
      state,
      nonce: row.nonce,
      verifier,
    })
  } catch (error) {
    return { ...base, error: `The ${row.provider} login failed: ${loginFailureReason(error)}` }
  }
  const user = await findOrCreateSocialUser(db, parameters.walletKeysKey, {
    provider: row.provider,
    subject: identity.subject,
    userName: (identity.userName ?? identity.email)?.slice(0, 200) ?? null,
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
