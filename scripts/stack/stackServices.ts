import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devSocialProviderEntries } from '../../services/secure-site/src/dev/devSocialProviderConfig.ts'
import type { StackPorts } from './stackPorts.ts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The project `npm start` creates for the demo (allowed origins: the demo's URLs). */
export const DEMO_PROJECT_ID = 'portico-demo'

// The devnet's Farcaster IdRegistry (`devnetFarcaster.idRegistry`, which stackServices.test.ts checks this
// against): importing the devnet manifest would put viem in the stack's own bundle, loaded before any service starts.
const DEVNET_FARCASTER_ID_REGISTRY = '0x6BdBb69660E6849b98e8C524d266a0005D3655F7'

/** One process of the stack and how to know it answers. */
export type StackService = StackServiceProcess &
  (
    | {
        /** A TypeScript entry: runStack bundles it into plain JS once (serviceBundle.mjs) and runs that with Node. */
        entry: string
      }
    | {
        /** Or a command run as it is. */
        command: string
        args: string[]
      }
  )

/** What every service of the stack has, however it is started. */
export interface StackServiceProcess {
  name: string
  /** What the URL table shows. */
  url: string
  cwd: string
  env: Record<string, string>
  /** Resolves true once the service answers. */
  isHealthy: () => Promise<boolean>
  /** A line the service prints once it is ready, where answering comes sooner (anvil answers before deploys). */
  readyLine?: RegExp
}

async function answersJsonRpc(url: string): Promise<boolean> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(2_000),
  })
  return response.ok && typeof ((await response.json()) as { result?: unknown }).result === 'string'
}

/** True when an HTTP GET of `url` answers 2xx. */
async function answersOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
  return response.ok
}

/**
 * True when the Vite dev server at `url` serves its client script. Not the page: serving index.html starts
 * transforming every module the page imports (about a second of CPU), which the first visit does anyway.
 */
function answersVite(url: string): Promise<boolean> {
  return answersOk(`${url}/@vite/client`)
}

/**
 * The devnet, the local Solana chain, the data API, the WalletConnect relay, the mail catcher, the dev OpenID Connect provider, the
 * secure site, the demo and the reference web wallet, wired to each other on `ports`.
 */
export function stackServices(ports: StackPorts, offset = ports.devnet - 8545): StackService[] {
  const devnetUrl = `http://127.0.0.1:${ports.devnet}`
  const devnetTwoUrl = `http://127.0.0.1:${ports.devnetTwo}`
  const devnetThreeUrl = `http://127.0.0.1:${ports.devnetThree}`
  const apiUrl = `http://127.0.0.1:${ports.api}`
  // The relay listens on 127.0.0.1 and accepts JWTs for ws://127.0.0.1:PORT and ws://localhost:PORT alike.
  const relayUrl = `ws://127.0.0.1:${ports.relay}`
  const demoUrl = `http://localhost:${ports.demo}`
  const walletUrl = `http://localhost:${ports.wallet}`
  // 127.0.0.1, not localhost: the secure site must be another site than the demo, as it is in production.
  const secureSiteUrl = `http://127.0.0.1:${ports.secureSite}`
  const inboxUrl = `http://127.0.0.1:${ports.mailInbox}`
  const oidcUrl = `http://127.0.0.1:${ports.oidc}`
  const farcasterRelayUrl = `http://127.0.0.1:${ports.farcasterRelay}`
  const solanaUrl = `http://127.0.0.1:${ports.solana}`
  // One PGlite directory per port offset: PGlite is single-process, and test stacks run beside `npm start`.
  const apiDatabaseEnv: Record<string, string> = process.env.DATABASE_URL
    ? {}
    : { PORTICO_PGLITE_DIR: join(repoRoot, '.portico', offset === 0 ? 'api-db' : `api-db-${offset}`) }
  // Without REDIS_URL the relay keeps its mailbox in memory; with it, each offset gets its own keys, so a test
  // stack and `npm start` sharing one Redis do not share topics.
  const relayRedisEnv: Record<string, string> =
    process.env.REDIS_URL && !process.env.PORTICO_RELAY_REDIS_PREFIX
      ? { PORTICO_RELAY_REDIS_PREFIX: offset === 0 ? 'portico:relay:' : `portico:relay:${offset}:` }
      : {}
  // The demo and the web wallet both use the demo project, which the API creates or resets before it listens.
  const demoProject = {
    id: DEMO_PROJECT_ID,
    name: 'Portico Demo',
    origins: [demoUrl, `http://127.0.0.1:${ports.demo}`, walletUrl, `http://127.0.0.1:${ports.wallet}`],
  }
  const secureSiteDatabaseEnv: Record<string, string> = process.env.DATABASE_URL
    ? {}
    : {
        PORTICO_SECURE_SITE_PGLITE_DIR: join(
          repoRoot,
          '.portico',
          offset === 0 ? 'secure-site-db' : `secure-site-db-${offset}`,
        ),
      }
  // Every social provider is the dev provider, in that provider's mode (its issuer, or its OAuth 2.0 endpoints).
  const socialProviders = devSocialProviderEntries(oidcUrl)
  const rpcEnv = {
    PORTICO_RPC_URLS: `eip155:31337=${devnetUrl},eip155:31338=${devnetTwoUrl}`,
  }
  // Vite's pre-bundled dependencies are keyed by the config, URLs included: stacks on other offsets (a test run
  // beside `npm start`) keep theirs apart, or each start would pre-bundle everything again (seconds of CPU).
  const viteCacheEnv: Record<string, string> =
    process.env.PORTICO_VITE_CACHE_DIR || offset === 0
      ? {}
      : { PORTICO_VITE_CACHE_DIR: join(repoRoot, 'node_modules', '.cache', 'portico-vite', String(offset)) }
  const appEnv = {
    ...viteCacheEnv,
    VITE_PORTICO_PROJECT_ID: DEMO_PROJECT_ID,
    VITE_PORTICO_RELAY_URL: relayUrl,
    VITE_PORTICO_RPC_31337: devnetUrl,
    VITE_PORTICO_RPC_31338: devnetTwoUrl,
  }
  return [
    {
      name: 'devnet',
      url: `${devnetUrl} (31337), ${devnetTwoUrl} (31338), ${devnetThreeUrl} (31339)`,
      entry: join(repoRoot, 'services/devnet/src/main.ts'),
      cwd: repoRoot,
      env: {
        PORTICO_DEVNET_PORT: String(ports.devnet),
        PORTICO_DEVNET_THREE_PORT: String(ports.devnetThree),
      },
      // main.ts prints it once every chain has its fixtures (deployed, or loaded from the state cache).
      readyLine: /^devnet ready /m,
      isHealthy: async () =>
        (await answersJsonRpc(devnetUrl)) &&
        (await answersJsonRpc(devnetTwoUrl)) &&
        (await answersJsonRpc(devnetThreeUrl)),
    },
    {
      // LiteSVM behind our JSON-RPC and PubSub (services/devnet/src/solana): funded accounts, PUSD (SPL), PT22
      // (Token-2022) and PASS (an NFT-like mint).
      name: 'solana',
      url: `${solanaUrl} (WebSocket ws://127.0.0.1:${ports.solana + 1})`,
      entry: join(repoRoot, 'services/devnet/src/solana/main.ts'),
      cwd: repoRoot,
      env: { PORTICO_SOLANA_PORT: String(ports.solana) },
      readyLine: /^solana ready /m,
      isHealthy: () => answersOk(`${solanaUrl}/health`),
    },
    {
      name: 'api',
      url: apiUrl,
      entry: join(repoRoot, 'services/api/src/main.ts'),
      cwd: repoRoot,
      // The sandbox on-ramp pays out of a devnet treasury: switched on for the dev and e2e stacks only.
      env: {
        PORTICO_RPC_URLS: `${rpcEnv.PORTICO_RPC_URLS},eip155:31339=${devnetThreeUrl}`,
        ...apiDatabaseEnv,
        // The three devnet chains, tokens, pools, feeds and on-ramp treasury, as a self-hosted API would configure its own.
        PORTICO_CONFIG: join(repoRoot, 'services/devnet/config/stack.portico.config.json'),
        PORTICO_API_PORT: String(ports.api),
        PORTICO_ONRAMP_SANDBOX: '1',
        // Every purchase on these stacks comes from 127.0.0.1 and their database outlives a run: the per-IP cap
        // (default 10 a day) would stop the browser tests' purchases after a few runs.
        PORTICO_ONRAMP_DAILY_CAP_IP: '100000/1000',
        // The same for name registrations (10 a day per IP by default); the per-address cap still holds.
        PORTICO_API_NAMES_PER_IP: '10000',
        PORTICO_API_ENSURE_PROJECT: JSON.stringify(demoProject),
      },
      isHealthy: () => answersOk(`${apiUrl}/health`),
    },
    {
      name: 'relay',
      url: relayUrl,
      entry: join(repoRoot, 'services/relay/src/cli/relay.ts'),
      cwd: repoRoot,
      env: { ...relayRedisEnv, PORTICO_RELAY_PORT: String(ports.relay) },
      isHealthy: () => answersOk(`http://127.0.0.1:${ports.relay}/health`),
    },
    {
      // Sign In With Farcaster (ADR 0022): its connect URLs open the reference web wallet's approval page.
      name: 'farcaster-relay',
      url: farcasterRelayUrl,
      entry: join(repoRoot, 'services/farcaster-relay/src/cli/farcasterRelay.ts'),
      cwd: repoRoot,
      env: {
        PORTICO_FARCASTER_RELAY_PORT: String(ports.farcasterRelay),
        PORTICO_FARCASTER_CONNECT_URL: `${walletUrl}/`,
      },
      isHealthy: () => answersOk(`${farcasterRelayUrl}/health`),
    },
    {
      name: 'mail',
      url: `${inboxUrl} (SMTP 127.0.0.1:${ports.smtp})`,
      entry: join(repoRoot, 'services/secure-site/src/dev/mailCatcherMain.ts'),
      cwd: repoRoot,
      env: { PORTICO_SMTP_PORT: String(ports.smtp), PORTICO_MAIL_INBOX_PORT: String(ports.mailInbox) },
      isHealthy: () => answersOk(`${inboxUrl}/health`),
    },
    {
      name: 'oidc',
      url: oidcUrl,
      entry: join(repoRoot, 'services/secure-site/src/dev/devOidcMain.ts'),
      cwd: repoRoot,
      env: { PORTICO_OIDC_PORT: String(ports.oidc), PORTICO_SECURE_SITE_URL: secureSiteUrl },
      isHealthy: () => answersOk(`${oidcUrl}/.well-known/openid-configuration`),
    },
    {
      name: 'secure-site',
      url: secureSiteUrl,
      entry: join(repoRoot, 'services/secure-site/src/main.ts'),
      cwd: repoRoot,
      env: {
        ...rpcEnv,
        ...secureSiteDatabaseEnv,
        PORTICO_SECURE_SITE_PORT: String(ports.secureSite),
        PORTICO_SECURE_SITE_URL: secureSiteUrl,
        PORTICO_API_URL: apiUrl,
        PORTICO_SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        // Development: the master key lives in .portico/secure-site-master.key (made on first start, mode 0600).
        PORTICO_SECURE_SITE_DEV: '1',
        PORTICO_SOCIAL_PROVIDERS: JSON.stringify(socialProviders),
        // Farcaster custody addresses are read from the devnet's IdRegistry (services/devnet/src/farcaster).
        PORTICO_FARCASTER_RELAY_URL: farcasterRelayUrl,
        PORTICO_FARCASTER_RPC_URL: devnetUrl,
        PORTICO_FARCASTER_ID_REGISTRY: DEVNET_FARCASTER_ID_REGISTRY,
      },
      isHealthy: () => answersOk(`${secureSiteUrl}/health`),
    },
    {
      name: 'demo',
      url: demoUrl,
      entry: join(repoRoot, 'scripts/stack/serveDemo.ts'),
      cwd: join(repoRoot, 'apps/demo'),
      env: {
        ...appEnv,
        PORTICO_DEMO_PORT: String(ports.demo),
        VITE_PORTICO_API_URL: apiUrl,
        VITE_PORTICO_SECURE_SITE_URL: secureSiteUrl,
        // The demo lists the web wallet as one of AppKit's customWallets (its webapp_link).
        VITE_PORTICO_WALLET_URL: walletUrl,
      },
      isHealthy: () => answersVite(`http://127.0.0.1:${ports.demo}`),
    },
    {
      name: 'wallet',
      url: walletUrl,
      entry: join(repoRoot, 'scripts/stack/serveWallet.ts'),
      cwd: join(repoRoot, 'apps/wallet'),
      env: {
        ...appEnv,
        PORTICO_WALLET_PORT: String(ports.wallet),
        VITE_PORTICO_FARCASTER_RELAY_URL: farcasterRelayUrl,
      },
      isHealthy: () => answersVite(`http://127.0.0.1:${ports.wallet}`),
    },
  ]
}
