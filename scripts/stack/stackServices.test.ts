import { afterEach, describe, expect, it, vi } from 'vitest'
import { devnetFarcaster } from '@portico/devnet/manifest'
import { stackPorts } from './stackPorts.ts'
import { DEMO_PROJECT_ID, stackServices } from './stackServices.ts'

afterEach(() => vi.unstubAllEnvs())

const byName = (offset: number) =>
  Object.fromEntries(stackServices(stackPorts(offset)).map((service) => [service.name, service]))

describe('stackServices', () => {
  it('runs devnet, solana, api, relay, farcaster-relay, mail, oidc, secure-site, demo and wallet', () => {
    expect(stackServices(stackPorts(0)).map((service) => service.name)).toEqual([
      'devnet',
      'solana',
      'api',
      'relay',
      'farcaster-relay',
      'mail',
      'oidc',
      'secure-site',
      'demo',
      'wallet',
    ])
  })

  it('runs the three devnet chains on their ports and waits for all of them', () => {
    const { devnet } = byName(10_000)
    expect(devnet!.env).toEqual({ PORTICO_DEVNET_PORT: '18545', PORTICO_DEVNET_THREE_PORT: '18547' })
    expect(devnet!.url).toBe(
      'http://127.0.0.1:18545 (31337), http://127.0.0.1:18546 (31338), http://127.0.0.1:18547 (31339)',
    )
  })

  it('runs the local Solana chain on its port, its WebSocket on the next one, and waits for its ready line', () => {
    const { solana } = byName(10_000)
    expect(solana!.env).toEqual({ PORTICO_SOLANA_PORT: '18899' })
    expect(solana!.url).toBe('http://127.0.0.1:18899 (WebSocket ws://127.0.0.1:18900)')
    expect(solana).toMatchObject({ entry: expect.stringMatching(/services\/devnet\/src\/solana\/main\.ts$/) })
    expect(solana!.readyLine?.test('solana ready http://127.0.0.1:18899 ws://127.0.0.1:18900')).toBe(true)
  })

  it('wires the secure site to the api, the mail catcher, the dev OpenID Connect provider and both devnets', () => {
    vi.stubEnv('DATABASE_URL', '')
    const { mail, oidc, 'secure-site': secureSite, demo } = byName(10_000)
    expect(mail!.url).toBe('http://127.0.0.1:18790 (SMTP 127.0.0.1:12525)')
    expect(mail!.env).toEqual({ PORTICO_SMTP_PORT: '12525', PORTICO_MAIL_INBOX_PORT: '18790' })
    expect(oidc!.env).toEqual({
      PORTICO_OIDC_PORT: '18791',
      PORTICO_SECURE_SITE_URL: 'http://127.0.0.1:18789',
    })
    expect(secureSite!.url).toBe('http://127.0.0.1:18789')
    expect(secureSite).toMatchObject({
      entry: expect.stringMatching(/services\/secure-site\/src\/main\.ts$/),
    })
    const { PORTICO_SOCIAL_PROVIDERS, PORTICO_SECURE_SITE_PGLITE_DIR, ...env } = secureSite!.env
    expect(env).toEqual({
      PORTICO_RPC_URLS: 'eip155:31337=http://127.0.0.1:18545,eip155:31338=http://127.0.0.1:18546',
      PORTICO_SECURE_SITE_PORT: '18789',
      PORTICO_SECURE_SITE_URL: 'http://127.0.0.1:18789',
      PORTICO_API_URL: 'http://127.0.0.1:18787',
      PORTICO_SMTP_URL: 'smtp://127.0.0.1:12525',
      PORTICO_SECURE_SITE_DEV: '1',
      PORTICO_FARCASTER_RELAY_URL: 'http://127.0.0.1:18792',
      PORTICO_FARCASTER_RPC_URL: 'http://127.0.0.1:18545',
      PORTICO_FARCASTER_ID_REGISTRY: devnetFarcaster.idRegistry,
    })
    expect(PORTICO_SECURE_SITE_PGLITE_DIR).toMatch(/\.portico\/secure-site-db-10000$/)
    const providers = JSON.parse(PORTICO_SOCIAL_PROVIDERS!)
    expect(Object.keys(providers).sort()).toEqual(['apple', 'discord', 'facebook', 'github', 'google', 'x'])
    expect(providers.google).toEqual({
      issuer: 'http://127.0.0.1:18791',
      clientId: 'portico-google',
      clientSecret: 'dev-secret-google',
    })
    expect(providers.x).toEqual({
      clientId: 'portico-x',
      clientSecret: 'dev-secret-x',
      authorizationEndpoint: 'http://127.0.0.1:18791/x/i/oauth2/authorize',
      tokenEndpoint: 'http://127.0.0.1:18791/x/api/2/oauth2/token',
      userEndpoint: 'http://127.0.0.1:18791/x/api/2/users/me',
    })
    expect(demo!.env.VITE_PORTICO_SECURE_SITE_URL).toBe('http://127.0.0.1:18789')
    expect(byName(0)['secure-site']!.env.PORTICO_SECURE_SITE_PGLITE_DIR).toMatch(/\.portico\/secure-site-db$/)
  })

  it('wires the relay on its port, and the demo and wallet to the relay, the project and both devnets', () => {
    vi.stubEnv('REDIS_URL', '')
    vi.stubEnv('PORTICO_VITE_CACHE_DIR', '')
    const { relay, demo, wallet } = byName(10_000)
    expect(relay!.url).toBe('ws://127.0.0.1:18788')
    expect(relay).toMatchObject({ entry: expect.stringMatching(/services\/relay\/src\/cli\/relay\.ts$/) })
    expect(relay!.env).toEqual({ PORTICO_RELAY_PORT: '18788' })
    const appEnv = {
      PORTICO_VITE_CACHE_DIR: expect.stringMatching(/node_modules\/\.cache\/portico-vite\/10000$/),
      VITE_PORTICO_PROJECT_ID: DEMO_PROJECT_ID,
      VITE_PORTICO_RELAY_URL: 'ws://127.0.0.1:18788',
      VITE_PORTICO_RPC_31337: 'http://127.0.0.1:18545',
      VITE_PORTICO_RPC_31338: 'http://127.0.0.1:18546',
    }
    expect(demo!.env).toEqual({
      ...appEnv,
      PORTICO_DEMO_PORT: '15173',
      VITE_PORTICO_API_URL: 'http://127.0.0.1:18787',
      VITE_PORTICO_SECURE_SITE_URL: 'http://127.0.0.1:18789',
      VITE_PORTICO_WALLET_URL: 'http://localhost:15174',
    })
    expect(wallet!.url).toBe('http://localhost:15174')
    expect(wallet).toMatchObject({ entry: expect.stringMatching(/scripts\/stack\/serveWallet\.ts$/) })
    expect(wallet!.cwd).toMatch(/apps\/wallet$/)
    expect(wallet!.env).toEqual({
      ...appEnv,
      PORTICO_WALLET_PORT: '15174',
      VITE_PORTICO_FARCASTER_RELAY_URL: 'http://127.0.0.1:18792',
    })
  })

  it('runs the Farcaster relay, its connect URLs opening the web wallet', () => {
    const relay = byName(10_000)['farcaster-relay']!
    expect(relay.url).toBe('http://127.0.0.1:18792')
    expect(relay).toMatchObject({
      entry: expect.stringMatching(/services\/farcaster-relay\/src\/cli\/farcasterRelay\.ts$/),
    })
    expect(relay.env).toEqual({
      PORTICO_FARCASTER_RELAY_PORT: '18792',
      PORTICO_FARCASTER_CONNECT_URL: 'http://localhost:15174/',
    })
  })

  it("keeps each offset's Vite dependency cache apart, the default folder for offset 0 and the operator's when set", () => {
    vi.stubEnv('PORTICO_VITE_CACHE_DIR', '')
    expect(byName(0).demo!.env.PORTICO_VITE_CACHE_DIR).toBeUndefined()
    expect(byName(20_000).wallet!.env.PORTICO_VITE_CACHE_DIR).toMatch(/portico-vite\/20000$/)
    vi.stubEnv('PORTICO_VITE_CACHE_DIR', '/tmp/mine')
    expect(byName(20_000).wallet!.env.PORTICO_VITE_CACHE_DIR).toBeUndefined() // the operator's is inherited
  })

  it('has the api create the demo project, usable from the demo and the wallet origins', () => {
    const project = JSON.parse(byName(0).api!.env.PORTICO_API_ENSURE_PROJECT!)
    expect(project).toMatchObject({ id: DEMO_PROJECT_ID, name: 'Portico Demo' })
    expect(project.origins.sort()).toEqual([
      'http://127.0.0.1:5173',
      'http://127.0.0.1:5174',
      'http://localhost:5173',
      'http://localhost:5174',
    ])
  })

  it('keeps the relay in memory without REDIS_URL, and gives each port offset its own Redis keys with it', () => {
    vi.stubEnv('REDIS_URL', '')
    expect(byName(20_000).relay!.env).toEqual({ PORTICO_RELAY_PORT: '28788' })
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379')
    expect(byName(0).relay!.env.PORTICO_RELAY_REDIS_PREFIX).toBe('portico:relay:')
    expect(byName(20_000).relay!.env.PORTICO_RELAY_REDIS_PREFIX).toBe('portico:relay:20000:')
    vi.stubEnv('PORTICO_RELAY_REDIS_PREFIX', 'mine:')
    expect(byName(20_000).relay!.env.PORTICO_RELAY_REDIS_PREFIX).toBeUndefined() // the operator's wins
  })
})
