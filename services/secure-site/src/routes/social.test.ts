import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedUserSchema, SOCIAL_PROVIDERS, type SocialProvider } from '@portico/frame-protocol'
import { testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import { devSocialProviders } from '../dev/devSocialProviderConfig.ts'
import { startDevOidcProvider, type RunningDevOidcProvider } from '../dev/startDevOidcProvider.ts'
import {
  SECURE_SITE_URL,
  SHOP_ORIGIN,
  createTestFrame,
  frameHeaders,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
} from '../testing/secureSiteTestBed.ts'

let oidc: RunningDevOidcProvider
/** A login secret's hash, for the tests that never finish the login. */
const HASH = 'a'.repeat(64)
beforeAll(async () => {
  oidc = await startDevOidcProvider({ port: 0, redirectUri: `${SECURE_SITE_URL}/social/callback` })
})
afterAll(() => oidc?.stop())

/** Where the provider finally sends the browser: the callback URL, with the form it posts there (form_post). */
interface ProviderAnswer {
  url: URL
  form?: URLSearchParams
}

/**
 * Plays the person in the popup: follows the provider's redirects with its cookies, fills the dev login form
 * with `login`, and returns where the provider finally sends the browser (the secure site's callback), by a
 * redirect or by the auto-submitting form of `response_mode=form_post`.
 */
async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  decision: 'approve' | 'deny' = 'approve',
): Promise<ProviderAnswer> {
  const cookies = new Map<string, string>()
  let url = new URL(authorizationUrl)
  let method = 'GET'
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 20; hop++) {
    if (!url.href.startsWith(oidc.issuer)) return { url }
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair!.split('=')
      cookies.set(name!.trim(), value.join('='))
    }
    method = 'GET'
    body = undefined
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url)
      continue
    }
    const html = await response.text()
    const formPost = /<form method="post" action="([^"]+)">/.exec(html)?.[1]
    if (formPost) {
      const inputs = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)]
      return { url: new URL(formPost), form: new URLSearchParams(inputs.map(([, k, v]) => [k!, v!])) }
    }
    const action = /<form id="login-form" method="post" action="([^"]+)"/.exec(html)?.[1]
    if (response.status !== 200 || !action)
      throw new Error(`The provider answered ${response.status}: ${html.slice(0, 300)}`)
    expect(html).toContain('<input id="login" name="login"')
    url = new URL(action, url)
    method = 'POST'
    body = new URLSearchParams({ login, decision })
  }
  throw new Error('Too many redirects at the provider')
}

/** The name the secure site keeps for a dev login: Apple's ID token carries no name, only the address. */
const expectedUserName = (provider: SocialProvider, login: string) =>
  provider === 'apple' ? `${login}@example.test` : login

describe('the dev OpenID Connect provider', () => {
  it('has a client per social provider and refuses an authorization request without PKCE', async () => {
    const redirectUri = `${SECURE_SITE_URL}/social/callback`
    const query = new URLSearchParams({
      client_id: 'portico-google',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: redirectUri,
      state: 'abc',
    })
    const response = await fetch(`${oidc.issuer}/auth?${query}`, { redirect: 'manual' })
    const location = new URL(response.headers.get('location')!)
    expect(location.origin + location.pathname).toBe(redirectUri)
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/)
    const unknown = await fetch(
      `${oidc.issuer}/auth?${new URLSearchParams({ ...Object.fromEntries(query), client_id: 'portico-myspace' })}`,
      {
        redirect: 'manual',
      },
    )
    expect(unknown.status).toBe(400)
  })
})

describe.each(testSecureSiteDatabases)('social login on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await open(), {
      socialProviders: devSocialProviders(oidc.issuer),
    })
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  const post = (url: string, payload: object) =>
    bed.app.inject({ method: 'POST', url, headers: frameHeaders(), payload })
  const callbackOf = ({ url, form }: ProviderAnswer) =>
    form
      ? bed.app.inject({
          method: 'POST',
          url: url.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        })
      : bed.app.inject(`${url.pathname}${url.search}`)

  it.each(SOCIAL_PROVIDERS)(
    'logs in with %s in a popup: callback page, one-time result URI, session, same account same wallet',
    async (provider) => {
      const frame = await createTestFrame()
      const finish = (resultUri: string) =>
        post('/v1/social/complete', { resultUri, loginSecret: frame.loginSecret, publicKey: frame.publicKey })
      const start = await post('/v1/social/start', {
        provider,
        mode: 'popup',
        loginSecretHash: frame.loginSecretHash,
      })
      expect(start.statusCode).toBe(200)
      const authorization = new URL(start.json().uri)
      expect(authorization.href.startsWith(oidc.issuer)).toBe(true)
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
      expect(authorization.searchParams.get('redirect_uri')).toBe(`${SECURE_SITE_URL}/social/callback`)
      const openId = provider === 'google' || provider === 'apple'
      // A nonce only where an ID token comes back; the OAuth 2.0 providers' own scopes, not OpenID's.
      expect(Boolean(authorization.searchParams.get('nonce'))).toBe(openId)
      expect(authorization.searchParams.get('scope')?.split(' ').includes('openid')).toBe(openId)
      expect(authorization.searchParams.get('response_mode')).toBe(provider === 'apple' ? 'form_post' : null)
      const state = authorization.searchParams.get('state')!
      const stored = await bed.db.query<{ verifier_ciphertext: string }>(
        'SELECT verifier_ciphertext FROM embedded_social_states WHERE state = $1',
        [state],
      )
      expect(stored).toHaveLength(1)

      const login = `ada-${provider}`
      const callback = await signInAtProvider(authorization.href, login)
      expect(Boolean(callback.form)).toBe(provider === 'apple')
      expect(callback.url.origin + callback.url.pathname).toBe(`${SECURE_SITE_URL}/social/callback`)
      const page = await callbackOf(callback)
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-security-policy']).toContain("script-src 'self'")
      expect(page.body).toContain(`data-target-origin="${SHOP_ORIGIN}"`)
      expect(page.body).toContain('<script src="/social/callback.js"></script>')
      const resultUri = /data-result-uri="([^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&')
      expect(resultUri).toMatch(new RegExp(`^${SECURE_SITE_URL}/social/result\\?ticket=[\\w-]+$`))
      expect((await bed.app.inject('/social/callback.js')).body).toContain("'@portico-social/RESULT'")
      // The callback URL is single use (state consumed).
      expect((await callbackOf(callback)).statusCode).toBe(400)

      const complete = await finish(resultUri)
      expect(complete.statusCode).toBe(200)
      const user = embeddedUserSchema.parse(complete.json().user)
      expect(user).toMatchObject({
        email: null,
        userName: expectedUserName(provider, login),
        authProvider: provider,
      })
      const me = await bed.call({ sessionToken: complete.json().sessionToken, frame }, 'GET', '/v1/user')
      expect(me.json().address).toBe(user.address)

      const replay = await finish(resultUri)
      expect(replay.statusCode).toBe(400)

      // The same provider account is the same wallet next time; another account is another wallet.
      const loginAgain = async (name: string) => {
        const again = await post('/v1/social/start', {
          provider,
          mode: 'popup',
          loginSecretHash: frame.loginSecretHash,
        })
        const page = await callbackOf(await signInAtProvider(again.json().uri, name))
        const uri = /data-result-uri="([^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&')
        return (await finish(uri)).json().user.address as string
      }
      expect(await loginAgain(login)).toBe(user.address)
      expect(await loginAgain(`${login}-other`)).not.toBe(user.address)
    },
  )

  it("attack: a social result ticket redeemed from curl with forged headers, without the frame's login secret, gets no session", async () => {
    const frame = await createTestFrame()
    const start = await post('/v1/social/start', {
      provider: 'github',
      mode: 'redirect',
      returnTo: `${SHOP_ORIGIN}/`,
      loginSecretHash: frame.loginSecretHash,
    })
    const callback = await callbackOf(await signInAtProvider(start.json().uri, 'victim'))
    // The hostile host reads result_uri from its own address bar.
    const resultUri = new URL(callback.headers.location as string).searchParams.get('result_uri')!
    const attacker = await createTestFrame()
    expect((await post('/v1/social/complete', { resultUri })).statusCode).toBe(400)
    const stolen = await post('/v1/social/complete', {
      resultUri,
      loginSecret: attacker.loginSecret,
      publicKey: attacker.publicKey,
    })
    expect(stolen.statusCode).toBe(403)
    expect(stolen.json()).toEqual({ message: 'This login was started somewhere else. Start it again.' })
    // The frame that started it still can.
    const real = await post('/v1/social/complete', {
      resultUri,
      loginSecret: frame.loginSecret,
      publicKey: frame.publicKey,
    })
    expect(real.json().user.userName).toBe('victim')
  })

  it("attack (login CSRF): a result URI of the attacker's own login, forced into the person's tab, is refused", async () => {
    const attackerTab = await createTestFrame()
    const personTab = await createTestFrame()
    const start = await post('/v1/social/start', {
      provider: 'github',
      mode: 'redirect',
      returnTo: `${SHOP_ORIGIN}/`,
      loginSecretHash: attackerTab.loginSecretHash,
    })
    const callback = await callbackOf(await signInAtProvider(start.json().uri, 'mallory'))
    const forced = new URL(callback.headers.location as string).searchParams.get('result_uri')!
    // The person's tab has a login secret of its own (or none): the attacker's account is not logged in.
    const answer = await post('/v1/social/complete', {
      resultUri: forced,
      loginSecret: personTab.loginSecret,
      publicKey: personTab.publicKey,
    })
    expect(answer.statusCode).toBe(403)
  })

  it('redirect mode comes back to returnTo with result_uri', async () => {
    const frame = await createTestFrame()
    const start = await post('/v1/social/start', {
      provider: 'github',
      mode: 'redirect',
      returnTo: `${SHOP_ORIGIN}/wallet?tab=1`,
      loginSecretHash: frame.loginSecretHash,
    })
    const callback = await callbackOf(await signInAtProvider(start.json().uri, 'grace'))
    expect(callback.statusCode).toBe(302)
    const back = new URL(callback.headers.location as string)
    expect(back.origin + back.pathname).toBe(`${SHOP_ORIGIN}/wallet`)
    expect(back.searchParams.get('tab')).toBe('1')
    const resultUri = back.searchParams.get('result_uri')!
    const complete = await post('/v1/social/complete', {
      resultUri,
      loginSecret: frame.loginSecret,
      publicKey: frame.publicKey,
    })
    expect(complete.json().user.userName).toBe('grace')
  })

  it('refuses a returnTo on another origin and an unknown provider', async () => {
    const foreign = await post('/v1/social/start', {
      provider: 'github',
      mode: 'redirect',
      returnTo: 'https://evil.example/',
      loginSecretHash: HASH,
    })
    expect(foreign.statusCode).toBe(400)
    expect((await post('/v1/social/start', { provider: 'myspace', loginSecretHash: HASH })).statusCode).toBe(
      400,
    )
  })

  it.each(['google', 'github'] as const)(
    'tells the opener when the person cancels at %s',
    async (provider) => {
      const start = await post('/v1/social/start', { provider, loginSecretHash: HASH })
      const page = await callbackOf(await signInAtProvider(start.json().uri, 'nobody', 'deny'))
      expect(page.body).toContain('data-error="The user denied the request"')
      expect(page.body).not.toContain('data-result-uri')
    },
  )

  it('passes a provider error back to the opener', async () => {
    const start = await post('/v1/social/start', { provider: 'github', loginSecretHash: HASH })
    const state = new URL(start.json().uri).searchParams.get('state')!
    const page = await bed.app.inject(
      `/social/callback?error=access_denied&error_description=The+person+said+no&state=${state}`,
    )
    expect(page.body).toContain('data-error="The person said no"')
    expect(page.body).not.toContain('data-result-uri')
  })
})
