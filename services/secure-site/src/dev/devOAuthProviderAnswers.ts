import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { OAuthSocialProvider } from '../social/oauthUserProfiles.ts'
import { devAccountId } from './devSocialAccounts.ts'

// What the dev provider's OAuth 2.0 modes answer, shaped as each real provider answers (devOAuthModes.ts routes
// the requests): client authentication, token and error bodies, user endpoint bodies.

/** A JSON body. */
export type Json = Record<string, unknown> | unknown[]

/** Answers `body` as JSON, never cached. */
export function sendJson(response: ServerResponse, status: number, body: Json) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(JSON.stringify(body))
}

/** A random code or token with `prefix`. */
export const token = (prefix: string): string => `${prefix}${randomBytes(24).toString('base64url')}`

/** The client credentials of a token request, as each provider takes them. */
export function clientCredentials(
  provider: OAuthSocialProvider,
  request: IncomingMessage,
  form: URLSearchParams,
): { id: string | null; secret: string | null } {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1]
  // X takes confidential clients' credentials in HTTP Basic only; GitHub and Facebook in the body only.
  if (basic && (provider === 'x' || provider === 'discord')) {
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':')
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') }
  }
  if (provider === 'x') return { id: form.get('client_id'), secret: null }
  return { id: form.get('client_id'), secret: form.get('client_secret') }
}

/** Each provider's way of saying a token request failed. */
export function tokenError(
  provider: OAuthSocialProvider,
  response: ServerResponse,
  error: string,
  description: string,
) {
  switch (provider) {
    // GitHub answers 200 with the error in the body.
    case 'github':
      return sendJson(response, 200, {
        error,
        error_description: description,
        error_uri:
          'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors',
      })
    case 'facebook':
      return sendJson(response, 400, { error: { message: description, type: 'OAuthException', code: 100 } })
    default:
      return sendJson(response, error === 'invalid_client' ? 401 : 400, {
        error,
        error_description: description,
      })
  }
}

/** Each provider's token response. */
export function tokenResponse(provider: OAuthSocialProvider, accessToken: string, scope: string): Json {
  switch (provider) {
    case 'github':
      return { access_token: accessToken, token_type: 'bearer', scope: scope.split(/[\s,]+/).join(',') }
    case 'x':
      return { token_type: 'bearer', expires_in: 7200, access_token: accessToken, scope }
    case 'discord':
      return {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 604_800,
        refresh_token: token(''),
        scope,
      }
    case 'facebook':
      return { access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 }
  }
}

/** Each provider's user endpoint answer for a login name. */
export function userResponse(provider: OAuthSocialProvider, login: string, fields: string | null): Json {
  const id = devAccountId(provider, login)
  const email = `${login}@example.test`
  switch (provider) {
    case 'github':
      // The address is private, as most are: /user shows none, /user/emails has it.
      return {
        login,
        id: Number(id),
        node_id: `U_dev${id}`,
        avatar_url: null,
        type: 'User',
        name: login,
        email: null,
      }
    case 'x':
      return { data: { id, name: login, username: login } }
    case 'discord':
      return {
        id,
        username: login.toLowerCase(),
        global_name: login,
        avatar: null,
        discriminator: '0',
        email,
        verified: true,
      }
    case 'facebook': {
      // Facebook answers the fields asked for (id when none are).
      const all: Record<string, string> = { id, name: login, email }
      const asked = (fields ?? 'id').split(',').filter((field) => field in all)
      return Object.fromEntries(asked.map((field) => [field, all[field]]))
    }
  }
}

/** Each provider's answer to a user request without a valid token. */
export function unauthorized(provider: OAuthSocialProvider, response: ServerResponse) {
  switch (provider) {
    case 'github':
      return sendJson(response, 401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      })
    case 'x':
      return sendJson(response, 401, {
        title: 'Unauthorized',
        type: 'about:blank',
        status: 401,
        detail: 'Unauthorized',
      })
    case 'discord':
      return sendJson(response, 401, { message: '401: Unauthorized', code: 0 })
    case 'facebook':
      return sendJson(response, 400, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      })
  }
}
