import { describe, expect, it } from 'vitest'
import { parseSocialProviders } from './parseSocialProviders.ts'

const client = { clientId: 'id', clientSecret: 'secret' }

describe('parseSocialProviders', () => {
  it('gives each real provider its own documented endpoints when only the client is set', () => {
    const providers = parseSocialProviders(
      JSON.stringify({
        google: client,
        apple: client,
        github: client,
        x: client,
        discord: client,
        facebook: client,
      }),
    )
    expect(providers.google).toEqual({
      protocol: 'oidc',
      ...client,
      issuer: 'https://accounts.google.com',
      scope: 'openid email profile',
      responseMode: 'query',
    })
    expect(providers.apple).toMatchObject({ issuer: 'https://appleid.apple.com', responseMode: 'form_post' })
    expect(providers.github).toEqual({
      protocol: 'oauth2',
      ...client,
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
      userEndpoint: 'https://api.github.com/user',
      emailsEndpoint: 'https://api.github.com/user/emails',
      scope: 'read:user user:email',
      tokenEndpointAuth: 'client_secret_post',
      issuer: 'https://github.com',
    })
    expect(providers.x).toMatchObject({
      authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
      tokenEndpoint: 'https://api.x.com/2/oauth2/token',
      userEndpoint: 'https://api.x.com/2/users/me',
      tokenEndpointAuth: 'client_secret_basic',
    })
    expect(providers.discord).toMatchObject({
      tokenEndpoint: 'https://discord.com/api/oauth2/token',
      userEndpoint: 'https://discord.com/api/users/@me',
      issuer: 'https://discord.com',
    })
    expect(providers.facebook).toMatchObject({
      protocol: 'oauth2',
      userEndpoint: 'https://graph.facebook.com/v26.0/me?fields=id,name,email',
    })
  })

  it("takes another server's endpoints, and then none of the real provider's", () => {
    const { github } = parseSocialProviders(
      JSON.stringify({
        github: {
          ...client,
          authorizationEndpoint: 'http://127.0.0.1:8791/github/login/oauth/authorize',
          tokenEndpoint: 'http://127.0.0.1:8791/github/login/oauth/access_token',
          userEndpoint: 'http://127.0.0.1:8791/github/api/user',
          scope: 'read:user',
        },
      }),
    )
    expect(github).toMatchObject({
      tokenEndpoint: 'http://127.0.0.1:8791/github/login/oauth/access_token',
      emailsEndpoint: undefined,
      scope: 'read:user',
      issuer: 'http://127.0.0.1:8791',
    })
  })

  it('says which provider and field is wrong', () => {
    const parse = (value: object) => () => parseSocialProviders(JSON.stringify(value))
    expect(parse({ github: { issuer: 'https://github.com', ...client } })).toThrow(
      "PORTICO_SOCIAL_PROVIDERS: github is an OAuth 2.0 provider without OpenID discovery: give authorizationEndpoint, tokenEndpoint and userEndpoint (or none of them for github's own), not issuer",
    )
    expect(parse({ x: { ...client, tokenEndpoint: 'https://proxy.example/token' } })).toThrow(
      'PORTICO_SOCIAL_PROVIDERS: x needs authorizationEndpoint, tokenEndpoint and userEndpoint together',
    )
    expect(parse({ discord: { ...client, userEndpoint: 'http://proxy.example/me' } })).toThrow(
      'PORTICO_SOCIAL_PROVIDERS: discord.userEndpoint: must be an https URL (http only on 127.0.0.1 or localhost)',
    )
    expect(
      parse({ google: { ...client, authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth' } }),
    ).toThrow(/PORTICO_SOCIAL_PROVIDERS: google: Unrecognized key/)
    expect(parse({ facebook: { clientId: 'id' } })).toThrow(
      /PORTICO_SOCIAL_PROVIDERS: facebook\.clientSecret/,
    )
    expect(parse({ myspace: client })).toThrow(
      'PORTICO_SOCIAL_PROVIDERS: myspace is not a social provider (providers: google, github, apple, facebook, x, discord)',
    )
    expect(() => parseSocialProviders('[]')).toThrow(
      'PORTICO_SOCIAL_PROVIDERS must be a JSON object keyed by provider',
    )
  })
})
