import * as oidc from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSocialProviders } from '../dev/devSocialProviderConfig.ts'
import { startDevOidcProvider, type RunningDevOidcProvider } from '../dev/startDevOidcProvider.ts'
import { loginFailureReason } from './loginFailureReason.ts'
import { createOAuthLoginClient } from './oauthLoginClient.ts'
import type { OAuthSocialProvider } from './oauthUserProfiles.ts'
import type { OAuthProviderSettings } from './socialProviderSettings.ts'

const REDIRECT = 'http://127.0.0.1:8789/social/callback'
let dev: RunningDevOidcProvider
beforeAll(async () => {
  dev = await startDevOidcProvider({ port: 0, redirectUri: REDIRECT })
})
afterAll(() => dev?.stop())

const settingsOf = (provider: OAuthSocialProvider) =>
  devSocialProviders(dev.issuer, [provider])[provider] as OAuthProviderSettings

/** Starts a login with `settings`, signs in as `login` on the dev page, and returns what identify() needs. */
async function callbackFor(provider: OAuthSocialProvider, settings: OAuthProviderSettings, login: string) {
  const client = createOAuthLoginClient(provider, settings)
  const state = oidc.randomState()
  const verifier = oidc.randomPKCECodeVerifier()
  const page = await fetch(
    client.authorizationUrl({
      redirectUri: REDIRECT,
      state,
      nonce: 'unused',
      codeChallenge: await oidc.calculatePKCECodeChallenge(verifier),
    }),
  )
  const action = /<form id="login-form" method="post" action="([^"]+)"/.exec(await page.text())![1]!
  const approved = await fetch(new URL(action, dev.issuer), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login }),
  })
  return {
    client,
    callback: { callbackUrl: new URL(approved.headers.get('location')!), state, nonce: 'unused', verifier },
  }
}

describe('createOAuthLoginClient', () => {
  it("names the account by the user endpoint's id, and reads GitHub's private email from /user/emails", async () => {
    const { client, callback } = await callbackFor('github', settingsOf('github'), 'octo')
    const identity = await client.identify(callback)
    expect(identity).toEqual({
      subject: expect.stringMatching(/^\d+$/),
      userName: 'octo',
      email: 'octo@example.test',
    })
  })

  it("shows the provider's own reason when it refuses the token request (GitHub says so in a 200)", async () => {
    const { client, callback } = await callbackFor(
      'github',
      { ...settingsOf('github'), clientSecret: 'wrong' },
      'octo',
    )
    const failure = await client.identify(callback).catch((error: unknown) => error)
    expect(loginFailureReason(failure)).toBe('The client_id and/or client_secret passed are incorrect.')
  })

  it('sends X its client in HTTP Basic, and X refuses it in the body', async () => {
    const basic = await callbackFor('x', settingsOf('x'), 'xena')
    expect((await basic.client.identify(basic.callback)).userName).toBe('xena')
    const inBody = await callbackFor(
      'x',
      { ...settingsOf('x'), tokenEndpointAuth: 'client_secret_post' },
      'xena',
    )
    const failure = await inBody.client.identify(inBody.callback).catch((error: unknown) => error)
    expect(loginFailureReason(failure)).toBe('The client_id and/or client_secret passed are incorrect.')
  })

  it("refuses an authorization response naming another issuer (mix-up) and a state that is not the login's", async () => {
    const { client, callback } = await callbackFor('discord', settingsOf('discord'), 'nelly')
    const mixedUp = new URL(callback.callbackUrl)
    mixedUp.searchParams.set('iss', 'https://evil.example')
    const causeOf = (error: unknown) => String(((error as Error).cause as Error | undefined)?.message)
    const mixUp = await client
      .identify({ ...callback, callbackUrl: mixedUp })
      .catch((error: unknown) => error)
    expect(causeOf(mixUp)).toMatch(/"iss"/)
    const otherState = await client
      .identify({ ...callback, state: 'another' })
      .catch((error: unknown) => error)
    expect(causeOf(otherState)).toMatch(/"state"/)
    expect((await client.identify(callback)).userName).toBe('nelly')
  })
})
