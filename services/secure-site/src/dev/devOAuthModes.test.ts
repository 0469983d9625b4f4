import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_OAUTH_PATHS } from './devOAuthModes.ts'
import { devAccountId } from './devSocialAccounts.ts'
import { devOidcClient } from './devSocialProviderConfig.ts'
import { startDevOidcProvider, type RunningDevOidcProvider } from './startDevOidcProvider.ts'

const REDIRECT = 'http://127.0.0.1:8789/social/callback'
const VERIFIER = 'v'.repeat(43)
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url')
let dev: RunningDevOidcProvider
beforeAll(async () => {
  dev = await startDevOidcProvider({ port: 0, redirectUri: REDIRECT })
})
afterAll(() => dev?.stop())

type Mode = keyof typeof DEV_OAUTH_PATHS

/** Opens the mode's authorization page and answers it; returns the redirect back to the client. */
async function authorize(mode: Mode, query: Record<string, string>, answer: Record<string, string>) {
  const page = await fetch(
    `${dev.issuer}${DEV_OAUTH_PATHS[mode].authorize}?${new URLSearchParams({
      client_id: devOidcClient(mode).clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'st',
      ...query,
    })}`,
    { redirect: 'manual' },
  )
  if (page.status === 302) return new URL(page.headers.get('location')!)
  const action = /<form id="login-form" method="post" action="([^"]+)"/.exec(await page.text())![1]!
  const approved = await fetch(new URL(action, dev.issuer), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(answer),
  })
  return new URL(approved.headers.get('location')!)
}

function tokenRequest(mode: Mode, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${dev.issuer}${DEV_OAUTH_PATHS[mode].token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT, ...form }),
  })
}

const basic = (mode: Mode) =>
  `Basic ${Buffer.from(`${devOidcClient(mode).clientId}:${devOidcClient(mode).clientSecret}`).toString('base64')}`

describe('the dev provider in its OAuth 2.0 modes', () => {
  it('answers as GitHub: form-encoded token unless JSON is asked for, errors in a 200, /user without the private email', async () => {
    const back = await authorize('github', { scope: 'read:user user:email' }, { login: 'octo' })
    expect(back.searchParams.get('state')).toBe('st')
    const credentials = devOidcClient('github')
    const wrong = await tokenRequest('github', {
      code: 'nope',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    })
    expect(wrong.status).toBe(200)
    expect(await wrong.json()).toMatchObject({ error: 'bad_verification_code' })
    const answer = await tokenRequest('github', {
      code: back.searchParams.get('code')!,
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    })
    const form = new URLSearchParams(await answer.text())
    expect(form.get('token_type')).toBe('bearer')
    expect(form.get('scope')).toBe('read:user,user:email')
    const authorization = { authorization: `Bearer ${form.get('access_token')}` }
    const user = await (
      await fetch(`${dev.issuer}${DEV_OAUTH_PATHS.github.user}`, { headers: authorization })
    ).json()
    expect(user).toMatchObject({ login: 'octo', id: Number(devAccountId('github', 'octo')), email: null })
    const emails = await fetch(`${dev.issuer}${DEV_OAUTH_PATHS.github.emails}`, { headers: authorization })
    expect(await emails.json()).toEqual([
      { email: 'octo@example.test', primary: true, verified: true, visibility: 'private' },
    ])
    const denied = await fetch(`${dev.issuer}${DEV_OAUTH_PATHS.github.user}`, {
      headers: { authorization: 'Bearer gho_forged' },
    })
    expect(denied.status).toBe(401)
    expect(await denied.json()).toMatchObject({ message: 'Bad credentials' })
  })

  it('answers as X: PKCE required, client in HTTP Basic only, the verifier checked, data.id from /2/users/me', async () => {
    const noPkce = await authorize('x', { scope: 'users.read tweet.read' }, { login: 'xena' })
    expect(noPkce.searchParams.get('error')).toBe('invalid_request')
    expect(noPkce.searchParams.get('error_description')).toMatch(/code_challenge/)
    const pkce = { code_challenge: CHALLENGE, code_challenge_method: 'S256' }
    const first = await authorize('x', pkce, { login: 'xena' })
    const inBody = await tokenRequest('x', {
      code: first.searchParams.get('code')!,
      code_verifier: VERIFIER,
      client_id: devOidcClient('x').clientId,
      client_secret: devOidcClient('x').clientSecret,
    })
    expect(inBody.status).toBe(401)
    const second = await authorize('x', pkce, { login: 'xena' })
    const badVerifier = await tokenRequest(
      'x',
      { code: second.searchParams.get('code')!, code_verifier: 'w'.repeat(43) },
      { authorization: basic('x') },
    )
    expect(await badVerifier.json()).toMatchObject({ error: 'invalid_grant' })
    const third = await authorize('x', pkce, { login: 'xena' })
    const answer = await tokenRequest(
      'x',
      { code: third.searchParams.get('code')!, code_verifier: VERIFIER },
      { authorization: basic('x') },
    )
    const { access_token, token_type } = (await answer.json()) as Record<string, string>
    expect(token_type).toBe('bearer')
    const me = await fetch(`${dev.issuer}${DEV_OAUTH_PATHS.x.user}`, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(await me.json()).toEqual({
      data: { id: devAccountId('x', 'xena'), name: 'xena', username: 'xena' },
    })
  })

  it('answers as Discord (iss in the response, snowflake ids) and Facebook (only the fields asked for)', async () => {
    const discord = await authorize(
      'discord',
      { code_challenge: CHALLENGE, code_challenge_method: 'S256' },
      { login: 'Nelly' },
    )
    expect(discord.searchParams.get('iss')).toBe(dev.issuer)
    const discordToken = (await (
      await tokenRequest(
        'discord',
        { code: discord.searchParams.get('code')!, code_verifier: VERIFIER },
        { authorization: basic('discord') },
      )
    ).json()) as Record<string, string>
    expect(discordToken.token_type).toBe('Bearer')
    const discordUser = await fetch(`${dev.issuer}${DEV_OAUTH_PATHS.discord.user}`, {
      headers: { authorization: `Bearer ${discordToken.access_token}` },
    })
    expect(await discordUser.json()).toMatchObject({
      id: devAccountId('discord', 'Nelly'),
      username: 'nelly',
      global_name: 'Nelly',
    })

    const facebook = await authorize('facebook', {}, { login: 'zuck' })
    const credentials = devOidcClient('facebook')
    const facebookToken = (await (
      await tokenRequest('facebook', {
        code: facebook.searchParams.get('code')!,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      })
    ).json()) as Record<string, string>
    const me = await fetch(`${dev.issuer}${DEV_OAUTH_PATHS.facebook.user}?fields=id,name`, {
      headers: { authorization: `Bearer ${facebookToken.access_token}` },
    })
    expect(await me.json()).toEqual({ id: devAccountId('facebook', 'zuck'), name: 'zuck' })
  })

  it('says no when the person cancels, and answers an unknown redirect URI itself', async () => {
    const denied = await authorize('github', {}, { login: 'octo', decision: 'deny' })
    expect(denied.searchParams.get('error')).toBe('access_denied')
    expect(denied.searchParams.get('state')).toBe('st')
    const foreign = await fetch(
      `${dev.issuer}${DEV_OAUTH_PATHS.github.authorize}?${new URLSearchParams({
        client_id: 'portico-github',
        redirect_uri: 'https://evil.example/callback',
        response_type: 'code',
      })}`,
      { redirect: 'manual' },
    )
    expect(foreign.status).toBe(400)
  })

  it('gives each login name one id per provider, shaped like that provider’s', () => {
    expect(devAccountId('github', 'ada')).toBe(devAccountId('github', 'ada'))
    expect(devAccountId('github', 'ada')).not.toBe(devAccountId('github', 'grace'))
    expect(devAccountId('github', 'ada')).toMatch(/^\d{7,9}$/)
    expect(devAccountId('x', 'ada')).toMatch(/^\d{19}$/)
    expect(devAccountId('discord', 'ada')).toMatch(/^\d{18}$/)
    expect(devAccountId('google', 'ada')).toMatch(/^1\d{20}$/)
    expect(devAccountId('apple', 'ada')).toMatch(/^000\d{3}\.[0-9a-f]{32}\.0\d{3}$/)
  })
})
