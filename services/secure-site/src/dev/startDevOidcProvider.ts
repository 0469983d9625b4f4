import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { interactionPolicy } from 'oidc-provider'
import type { SocialProvider } from '@portico/frame-protocol'
import { createDevOAuthModes } from './devOAuthModes.ts'
import { devProviderPage } from './devProviderPage.ts'
import { DEV_LOGIN_PATTERN, devAccountId } from './devSocialAccounts.ts'
import { devOidcClient } from './devSocialProviderConfig.ts'

export { devOidcClient }

/** A running development OpenID Connect provider. */
export interface RunningDevOidcProvider {
  /** `http://127.0.0.1:<port>`: the issuer every social provider points at in development. */
  issuer: string
  port: number
  stop(): Promise<void>
}

/** The OpenID providers the dev provider answers as (the others are its OAuth 2.0 modes). */
const OIDC_MODES = ['google', 'apple'] as const satisfies readonly SocialProvider[]
type OidcMode = (typeof OIDC_MODES)[number]
const OIDC_NAMES: Record<OidcMode, string> = { google: 'Google', apple: 'Apple' }

const modeOf = (clientId: string): OidcMode | undefined =>
  OIDC_MODES.find((mode) => devOidcClient(mode).clientId === clientId)

/** Each OpenID mode's claims, as that provider puts them in its ID token (Apple's never carries a name). */
function claimsOf(mode: OidcMode, sub: string, login: string) {
  const email = `${login}@example.test`
  return mode === 'google'
    ? { sub, email, email_verified: true, name: login, given_name: login }
    : { sub, email, email_verified: true, is_private_email: false }
}

function loginPage(uid: string, clientId: string): string {
  const mode = modeOf(clientId)
  return devProviderPage({
    providerName: mode ? OIDC_NAMES[mode] : clientId,
    clientId,
    action: `/interaction/${uid}/login`,
    canDeny: true,
  })
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
 * The development social provider, answering as each real one does so the whole login runs offline. Its
 * OpenID modes (Google, Apple) are oidc-provider with one confidential client each (`portico-google`,
 * `portico-apple`; secret `dev-secret-<provider>`; PKCE required; redirect URI `redirectUri`; Apple's code
 * comes back by `form_post` when asked): the ID token carries that provider's claims, `sub` shaped as its ids
 * are. Its OAuth 2.0 modes (GitHub, X, Discord, Facebook) answer at that provider's paths under its name (see
 * devOAuthModes.ts). Every mode's page takes any login name (the same name is the same account, so the same
 * wallet) and asks on every login, as a fresh browser would. Consent is granted automatically.
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
  /** The login name behind each `sub` handed out (the process's lifetime is the accounts' lifetime). */
  const logins = new Map<string, { mode: OidcMode; login: string }>()
  const policy = interactionPolicy.base()
  // Asks on every authorization, not only when the provider has no session (a finished login passes).
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('dev_every_login', 'The dev provider asks on every login', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )
  const provider = new Provider(issuer, {
    clients: OIDC_MODES.map((name) => ({
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
      email: ['email', 'email_verified', 'is_private_email'],
      profile: ['name', 'given_name'],
    },
    findAccount: (_ctx, sub) => {
      const account = logins.get(sub)
      if (!account) return undefined
      return { accountId: sub, claims: () => claimsOf(account.mode, sub, account.login) }
    },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
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
  const oauthModes = createDevOAuthModes({ issuer, redirectUris, clientOf: devOidcClient })
  server.on('request', (request, response) => {
    if (oauthModes.handle(request, response)) return
    const url = new URL(request.url ?? '/', issuer)
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname)
    if (!match) return callback(request, response)
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response)
        if (details.prompt.name === 'consent' || (match[2] && request.method === 'POST')) {
          let accountId = details.session?.accountId
          if (details.prompt.name === 'login') {
            const form = await readForm(request)
            if (form.get('decision') === 'deny') {
              await provider.interactionFinished(
                request,
                response,
                { error: 'access_denied', error_description: 'The user denied the request' },
                { mergeWithLastSubmission: false },
              )
              return
            }
            const login = form.get('login')?.trim() ?? ''
            const mode = modeOf(String(details.params.client_id))
            if (!DEV_LOGIN_PATTERN.test(login) || !mode) {
              response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
              response.end(loginPage(details.uid, String(details.params.client_id)))
              return
            }
            accountId = devAccountId(mode, login)
            logins.set(accountId, { mode, login })
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
