import { statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureDevMasterKey } from './ensureDevMasterKey.ts'
import { loadSecureSiteConfig, parseSocialProviders } from './loadSecureSiteConfig.ts'
import { temporaryDirectories } from '@portico/api/testing/temporaryDirectories'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

const key = 'ab'.repeat(32)

describe('loadSecureSiteConfig', () => {
  it('refuses to start without a master key, saying how to get one', () => {
    expect(() => loadSecureSiteConfig({})).toThrow(/PORTICO_SECURE_SITE_MASTER_KEY is not set/)
    expect(() => loadSecureSiteConfig({ PORTICO_SECURE_SITE_MASTER_KEY: 'abc' })).toThrow(
      'PORTICO_SECURE_SITE_MASTER_KEY: the master key must be 64 hex digits (32 bytes)',
    )
  })

  it('has the development defaults and reads the environment', () => {
    const defaults = loadSecureSiteConfig({ PORTICO_SECURE_SITE_MASTER_KEY: key })
    expect(defaults).toMatchObject({
      port: 8789,
      publicUrl: 'http://127.0.0.1:8789',
      apiUrl: 'http://127.0.0.1:8787',
      smtpUrl: 'smtp://127.0.0.1:2525',
      defaultChainId: 'eip155:31337',
      socialProviders: {},
    })
    expect(defaults.masterKey.toString('hex')).toBe(key)
    expect(defaults.rpcUrls.get('eip155:31338')).toBe('http://127.0.0.1:8546')
    const set = loadSecureSiteConfig({
      PORTICO_SECURE_SITE_MASTER_KEY: key,
      PORTICO_SECURE_SITE_PORT: '18789',
      PORTICO_API_URL: 'http://127.0.0.1:18787/',
      PORTICO_RPC_URLS: 'eip155:31337=http://127.0.0.1:18545',
    })
    expect(set).toMatchObject({
      port: 18789,
      publicUrl: 'http://127.0.0.1:18789',
      apiUrl: 'http://127.0.0.1:18787',
    })
    expect(set.rpcUrls.get('eip155:31337')).toBe('http://127.0.0.1:18545')
    expect(() =>
      loadSecureSiteConfig({ PORTICO_SECURE_SITE_MASTER_KEY: key, PORTICO_SECURE_SITE_PORT: 'x' }),
    ).toThrow("PORTICO_SECURE_SITE_PORT must be a port number, got 'x'")
  })

  it('reads the proxy hops, Redis and the wrong-code policy, and refuses values that are not whole numbers', () => {
    const key = 'ab'.repeat(32)
    expect(loadSecureSiteConfig({ PORTICO_SECURE_SITE_MASTER_KEY: key })).toMatchObject({
      trustedProxyHops: 0,
      redisUrl: undefined,
      codeFailures: { limit: 10, windowMs: 3_600_000, lockMs: 3_600_000 },
    })
    const set = loadSecureSiteConfig({
      PORTICO_SECURE_SITE_MASTER_KEY: key,
      PORTICO_TRUSTED_PROXY_HOPS: '2',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORTICO_EMAIL_CODE_FAILURE_LIMIT: '5',
      PORTICO_EMAIL_CODE_FAILURE_WINDOW_SECONDS: '600',
      PORTICO_EMAIL_LOCK_SECONDS: '900',
    })
    expect(set).toMatchObject({
      trustedProxyHops: 2,
      redisUrl: 'redis://127.0.0.1:6379',
      codeFailures: { limit: 5, windowMs: 600_000, lockMs: 900_000 },
    })
    expect(() =>
      loadSecureSiteConfig({ PORTICO_SECURE_SITE_MASTER_KEY: key, PORTICO_TRUSTED_PROXY_HOPS: '-1' }),
    ).toThrow("PORTICO_TRUSTED_PROXY_HOPS must be a whole number of at least 0, got '-1'")
    expect(() =>
      loadSecureSiteConfig({ PORTICO_SECURE_SITE_MASTER_KEY: key, PORTICO_EMAIL_CODE_FAILURE_LIMIT: '0' }),
    ).toThrow("PORTICO_EMAIL_CODE_FAILURE_LIMIT must be a whole number of at least 1, got '0'")
  })

  it('parses social providers (each as its protocol wants it) and refuses unknown ones or missing fields', () => {
    const providers = parseSocialProviders(
      JSON.stringify({
        google: { issuer: 'http://127.0.0.1:8791', clientId: 'portico-google', clientSecret: 's' },
        github: { clientId: 'portico-github', clientSecret: 's' },
      }),
    )
    expect(providers.google).toMatchObject({ protocol: 'oidc', clientId: 'portico-google' })
    expect(providers.github).toMatchObject({
      protocol: 'oauth2',
      userEndpoint: 'https://api.github.com/user',
    })
    expect(() => parseSocialProviders('{"myspace":{}}')).toThrow(/PORTICO_SOCIAL_PROVIDERS: .*myspace/)
    expect(() => parseSocialProviders('{"google":{"issuer":"http://x"}}')).toThrow(/google\.clientId/)
    expect(() => parseSocialProviders('nope')).toThrow('PORTICO_SOCIAL_PROVIDERS must be JSON')
  })
})

describe('ensureDevMasterKey', () => {
  it('creates a 0600 key file once and reads it back afterwards', () => {
    const path = join(temporaryDirectory('portico-key-'), 'dir', 'master.key')
    const first = ensureDevMasterKey(path)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(ensureDevMasterKey(path)).toBe(first)
  })
})
