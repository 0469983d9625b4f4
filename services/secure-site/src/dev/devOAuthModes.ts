import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { OAuthSocialProvider } from '../social/oauthUserProfiles.ts'
import {
  clientCredentials,
  sendJson,
  token,
  tokenError,
  tokenResponse,
  unauthorized,
  userResponse,
} from './devOAuthProviderAnswers.ts'
import { DEV_LOGIN_PATTERN } from './devSocialAccounts.ts'
import { devProviderPage } from './devProviderPage.ts'

/** Where each OAuth 2.0 mode answers on the dev provider: the real provider's paths under its name. */
export const DEV_OAUTH_PATHS: Record<
  OAuthSocialProvider,
  { authorize: string; token: string; user: string; emails?: string }
> = {
  github: {
    authorize: '/github/login/oauth/authorize',
    token: '/github/login/oauth/access_token',
    user: '/github/api/user',
    emails: '/github/api/user/emails',
  },
  x: { authorize: '/x/i/oauth2/authorize', token: '/x/api/2/oauth2/token', user: '/x/api/2/users/me' },
  discord: {
    authorize: '/discord/oauth2/authorize',
    token: '/discord/api/oauth2/token',
    user: '/discord/api/users/@me',
  },
  facebook: {
    authorize: '/facebook/v26.0/dialog/oauth',
    token: '/facebook/graph/v26.0/oauth/access_token',
    user: '/facebook/graph/v26.0/me',
  },
}

const NAMES: Record<OAuthSocialProvider, string> = {
  github: 'GitHub',
  x: 'X',
  discord: 'Discord',
  facebook: 'Facebook',
}

/** A code or token lives 10 minutes here (GitHub's codes do too). */
const LIFETIME_MS = 10 * 60 * 1000

interface PendingAuthorization {
  provider: OAuthSocialProvider
  clientId: string
  redirectUri: string
  state: string | null
  scope: string
  codeChallenge: string | null
  expiresAt: number
}

interface IssuedCode {
  provider: OAuthSocialProvider
  clientId: string
  redirectUri: string
  codeChallenge: string | null
  login: string
  scope: string
  expiresAt: number
}

interface IssuedToken {
  provider: OAuthSocialProvider
  login: string
  expiresAt: number
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(html)
}

function redirect(response: ServerResponse, to: URL) {
  response.writeHead(302, { location: to.href, 'cache-control': 'no-store' })
  response.end()
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of request) {
    body += String(chunk)
    if (body.length > 10_000) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

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
export function createDevOAuthModes(options: {
  issuer: string
  redirectUris: readonly string[]
  clientOf: (provider: OAuthSocialProvider) => { clientId: string; clientSecret: string }
}) {
  const pending = new Map<string, PendingAuthorization>()
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, IssuedToken>()
  const providers = Object.keys(DEV_OAUTH_PATHS) as OAuthSocialProvider[]

  function authorize(provider: OAuthSocialProvider, url: URL, response: ServerResponse) {
    const query = url.searchParams
    const clientId = query.get('client_id') ?? ''
    const redirectUri = query.get('redirect_uri') ?? ''
    // An unknown client or redirect URI is answered here, never by a redirect to an unchecked address.
    if (clientId !== options.clientOf(provider).clientId || !options.redirectUris.includes(redirectUri)) {
      return sendHtml(
        response,
        400,
        `<!doctype html><title>Error</title><p>Unknown client_id or redirect_uri for ${NAMES[provider]}.</p>`,
      )
    }
    const back = (parameters: Record<string, string>) => {
      const to = new URL(redirectUri)
      for (const [key, value] of Object.entries(parameters)) to.searchParams.set(key, value)
      const state = query.get('state')
      if (state) to.searchParams.set('state', state)
      redirect(response, to)
    }
    if (query.get('response_type') !== 'code') {
      return back({ error: 'unsupported_response_type', error_description: 'response_type must be code' })
    }
    const codeChallenge = query.get('code_challenge')
    const method = query.get('code_challenge_method') ?? 'plain'
    if (provider === 'x' && !codeChallenge) {
      return back({
        error: 'invalid_request',
        error_description: 'Missing required parameter [code_challenge].',
      })
    }
    if (codeChallenge && method !== 'S256') {
      return back({
        error: 'invalid_request',
        error_description: 'Only the S256 code challenge method is accepted.',
      })
    }
    const uid = token('')
    pending.set(uid, {
      provider,
      clientId,
      redirectUri,
      state: query.get('state'),
      scope: query.get('scope') ?? '',
      codeChallenge,
      expiresAt: Date.now() + LIFETIME_MS,
    })
    sendHtml(
      response,
      200,
      devProviderPage({
        providerName: NAMES[provider],
        clientId,
        action: `/${provider}/dev/approve/${uid}`,
        canDeny: true,
      }),
    )
  }

  async function approve(
    provider: OAuthSocialProvider,
    uid: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const form = await readForm(request)
    const authorization = pending.get(uid)
    if (!authorization || authorization.provider !== provider || authorization.expiresAt < Date.now()) {
      return sendHtml(response, 400, '<!doctype html><title>Error</title><p>This sign-in has expired.</p>')
    }
    const to = new URL(authorization.redirectUri)
    if (authorization.state) to.searchParams.set('state', authorization.state)
    if (form.get('decision') === 'deny') {
      pending.delete(uid)
      to.searchParams.set('error', 'access_denied')
      to.searchParams.set('error_description', 'The user denied the request')
      return redirect(response, to)
    }
    const login = form.get('login')?.trim() ?? ''
    if (!DEV_LOGIN_PATTERN.test(login)) {
      return sendHtml(
        response,
        400,
        devProviderPage({
          providerName: NAMES[provider],
          clientId: authorization.clientId,
          action: `/${provider}/dev/approve/${uid}`,
          canDeny: true,
          error: 'A login name is letters, digits, dots, dashes or underscores.',
        }),
      )
    }
    pending.delete(uid)
    const code = token('')
    codes.set(code, { ...authorization, login, expiresAt: Date.now() + LIFETIME_MS })
    to.searchParams.set('code', code)
    // Discord names itself in the response (RFC 9207), as its metadata announces.
    if (provider === 'discord') to.searchParams.set('iss', options.issuer)
    redirect(response, to)
  }

  async function exchange(provider: OAuthSocialProvider, request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request)
    const client = clientCredentials(provider, request, form)
    const expected = options.clientOf(provider)
    if (client.id !== expected.clientId || client.secret !== expected.clientSecret) {
      return tokenError(
        provider,
        response,
        'invalid_client',
        'The client_id and/or client_secret passed are incorrect.',
      )
    }
    if (form.get('grant_type') !== 'authorization_code' && provider !== 'github' && provider !== 'facebook') {
      return tokenError(provider, response, 'unsupported_grant_type', 'grant_type must be authorization_code')
    }
    const code = codes.get(form.get('code') ?? '')
    codes.delete(form.get('code') ?? '')
    if (!code || code.provider !== provider || code.expiresAt < Date.now()) {
      return tokenError(
        provider,
        response,
        'bad_verification_code',
        'The code passed is incorrect or expired.',
      )
    }
    if (form.get('redirect_uri') !== code.redirectUri) {
      return tokenError(
        provider,
        response,
        'redirect_uri_mismatch',
        'The redirect_uri does not match the authorization request.',
      )
    }
    if (code.codeChallenge && s256(form.get('code_verifier') ?? '') !== code.codeChallenge) {
      return tokenError(
        provider,
        response,
        'invalid_grant',
        'The code_verifier does not match the code_challenge.',
      )
    }
    const accessToken = token(provider === 'github' ? 'gho_' : '')
    tokens.set(accessToken, { provider, login: code.login, expiresAt: Date.now() + LIFETIME_MS })
    const body = tokenResponse(provider, accessToken, code.scope)
    // GitHub answers form-encoded unless JSON is asked for.
    if (provider === 'github' && !(request.headers.accept ?? '').includes('application/json')) {
      response.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' })
      return response.end(new URLSearchParams(body as Record<string, string>).toString())
    }
    sendJson(response, 200, body)
  }

  function user(provider: OAuthSocialProvider, request: IncomingMessage, url: URL, response: ServerResponse) {
    const bearer =
      /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? url.searchParams.get('access_token')
    const issued = bearer ? tokens.get(bearer) : undefined
    if (!issued || issued.provider !== provider || issued.expiresAt < Date.now())
      return unauthorized(provider, response)
    if (url.pathname === DEV_OAUTH_PATHS[provider].emails) {
      return sendJson(response, 200, [
        { email: `${issued.login}@example.test`, primary: true, verified: true, visibility: 'private' },
      ])
    }
    sendJson(response, 200, userResponse(provider, issued.login, url.searchParams.get('fields')))
  }

  return {
    /** Answers a request to one of the modes' paths; false when the path is none of theirs. */
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      const url = new URL(request.url ?? '/', options.issuer)
      const provider = providers.find((name) => url.pathname.startsWith(`/${name}/`))
      if (!provider) return false
      const paths = DEV_OAUTH_PATHS[provider]
      const fail = (error: unknown) => sendJson(response, 400, { error: (error as Error).message })
      const approval = new RegExp(`^/${provider}/dev/approve/([\\w-]+)$`).exec(url.pathname)
      if (request.method === 'GET' && url.pathname === paths.authorize) authorize(provider, url, response)
      else if (request.method === 'POST' && approval)
        approve(provider, approval[1]!, request, response).catch(fail)
      else if (request.method === 'POST' && url.pathname === paths.token)
        exchange(provider, request, response).catch(fail)
      else if (request.method === 'GET' && (url.pathname === paths.user || url.pathname === paths.emails))
        user(provider, request, url, response)
      else sendJson(response, 404, { message: 'Not Found' })
      return true
    },
  }
}
