/** The person a provider signed in: its stable account id and what to call them. */
export interface SocialIdentity {
  /** The provider's stable id of the account (OpenID `sub`, GitHub's numeric id, X's, Discord's, Facebook's). */
  subject: string
  /** The account's handle or name, for display. */
  userName: string | null
  /** The account's address where the provider gives one (never used to link accounts: not every provider verifies it). */
  email: string | null
}
/** What the callback brought back, with what the login started with. */
export interface SocialCallback {
  /** The callback URL with the provider's parameters in its query (a `form_post` body is moved there). */
  callbackUrl: URL
  state: string
  nonce: string
  /** The PKCE code verifier. */
  verifier: string
}
/** One provider's login, whichever protocol it speaks. */
export interface SocialLoginClient {
  /** The provider's authorization URL for a login (code flow, PKCE S256, `state`; `nonce` where OpenID). */
  authorizationUrl(request: { redirectUri: string; state: string; nonce: string; codeChallenge: string }): URL
  /** Redeems the code (with the verifier) and names the account. */
  identify(callback: SocialCallback): Promise<SocialIdentity>
}
