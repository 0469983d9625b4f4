import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { SOCIAL_PROVIDERS } from '@portico/frame-protocol'
import { escapeHtml } from '../email/escapeHtml.ts'

/** A running development OpenID Connect provider. */
export interface RunningDevOidcProvider {
  /** `http://127.0.0.1:<port>`: the issuer every social provider points at in development. */
  issuer: string
  port: number
  stop(): Promise<void>
}

/** The dev client of a social provider: `portico-<provider>` with secret `dev-secret-<provider>`. */
export const devOidcClient = (provider: string) => ({
  clientId: `portico-${provider}`,
  clientSecret: `dev-secret-${provider}`,
})

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev sign-in</title></head><body>
<main><h1>Sign in to ${escapeHtml(clientId)}</h1><p>Development provider: any login name works.</p>
<form id="login-form" method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Login name</label> <input id="login" name="login" autocomplete="username" required maxlength="64" pattern="[A-Za-z0-9._-]+">
<button id="login-submit" type="submit">Sign in</button>
</form></main></body></html>`
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of request) {
    body += String(chunk)
    if (body.length > 10_000) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

/**
 * oidc-provider with one confidential client per social provider (`portico-google`, …; secret
 * `dev-secret-<provider>`; PKCE required; redirect URI `redirectUri`) and a login form that accepts any
 * login name: the account's claims are `sub` = login, `email` = `<login>@example.test` (verified),
 * `preferred_username` = login. Consent is granted automatically.
 *
 * @example
 * const oidc = await startDevOidcProvider({ port: 8791, redirectUri: 'http://127.0.0.1:8789/social/callback' })
 */
export async function startDevOidcProvider({
  port = 8791,
  host = '127.0.0.1',
  redirectUri,
}: {
  port?: number
  host?: string
  redirectUri: string | string[]
}): Promise<RunningDevOidcProvider> {
  const server: Server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const boundPort = (server.address() as AddressInfo).port
  const issuer = `http://${host}:${boundPort}`
  const redirectUris = Array.isArray(redirectUri) ? redirectUri : [redirectUri]
  const provider = new Provider(issuer, {
    clients: SOCIAL_PROVIDERS.map((name) => ({
      client_id: devOidcClient(name).clientId,
      client_secret: devOidcClient(name).clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'name'],
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: `${sub}@example.test`,
        email_verified: true,
        preferred_username: sub,
        name: sub,
      }),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // A signing key per process: ID tokens only need to verify while this provider runs.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
          kid: 'dev',
        },
      ],
    },
    // The claims go in the ID token too: the secure site reads them from there, without a userinfo call.
    conformIdTokenClaims: false,
  })
  const callback = provider.callback()
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer)
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname)
    if (!match) return callback(request, response)
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response)
        if (details.prompt.name === 'consent' || (match[2] && request.method === 'POST')) {
          let accountId = details.session?.accountId
          if (details.prompt.name === 'login') {
            const login = (await readForm(request)).get('login')?.trim() ?? ''
            if (!/^[A-Za-z0-9._-]{1,64}$/.test(login)) {
              response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
              response.end(loginPage(details.uid, String(details.params.client_id)))
              return
            }
            accountId = login
          }
          const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
          grant.addOIDCScope(String(details.params.scope ?? 'openid'))
          const grantId = await grant.save()
          await provider.interactionFinished(
            request,
            response,
            { login: { accountId: accountId! }, consent: { grantId } },
            { mergeWithLastSubmission: false },
          )
          return
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        response.end(loginPage(details.uid, String(details.params.client_id)))
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        response.end(`Interaction failed: ${(error as Error).message}`)
      }
    })()
  })
  return {
    issuer,
    port: boundPort,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
