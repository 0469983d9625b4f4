import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StackPorts } from './stackPorts.ts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The project `npm start` creates for the demo (allowed origins: the demo's URLs). */
export const DEMO_PROJECT_ID = 'portico-demo'

/** One process of the stack and how to know it answers. */
export interface StackService {
  name: string
  /** What the URL table shows. */
  url: string
  command: string
  args: string[]
  cwd: string
  env: Record<string, string>
  /** Resolves true once the service answers. */
  isHealthy: () => Promise<boolean>
  /** A command that must succeed before the service starts (e.g. creating the demo's project). */
  prepare?: { args: string[] }
}

const tsx = (entry: string) => ['--import', 'tsx', join(repoRoot, entry)]

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
 * The devnet, the data API, the WalletConnect relay, the demo and the reference web wallet, wired to each other
 * on `ports`.
 */
export function stackServices(ports: StackPorts, offset = ports.devnet - 8545): StackService[] {
  const devnetUrl = `http://127.0.0.1:${ports.devnet}`
  const devnetTwoUrl = `http://127.0.0.1:${ports.devnetTwo}`
  const apiUrl = `http://127.0.0.1:${ports.api}`
  // The relay listens on 127.0.0.1 and accepts JWTs for ws://127.0.0.1:PORT and ws://localhost:PORT alike.
  const relayUrl = `ws://127.0.0.1:${ports.relay}`
  const demoUrl = `http://localhost:${ports.demo}`
  const walletUrl = `http://localhost:${ports.wallet}`
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
  // The demo and the web wallet both use the demo project.
  const demoOrigins = [
    demoUrl,
    `http://127.0.0.1:${ports.demo}`,
    walletUrl,
    `http://127.0.0.1:${ports.wallet}`,
  ].flatMap((origin) => ['--origin', origin])
  const rpcEnv = {
    PORTICO_RPC_URLS: `eip155:31337=${devnetUrl},eip155:31338=${devnetTwoUrl}`,
  }
  const appEnv = {
    VITE_PORTICO_PROJECT_ID: DEMO_PROJECT_ID,
    VITE_PORTICO_RELAY_URL: relayUrl,
    VITE_PORTICO_RPC_31337: devnetUrl,
    VITE_PORTICO_RPC_31338: devnetTwoUrl,
  }
  return [
    {
      name: 'devnet',
      url: `${devnetUrl} (31337), ${devnetTwoUrl} (31338)`,
      command: process.execPath,
      args: tsx('services/devnet/src/main.ts'),
      cwd: repoRoot,
      env: { PORTICO_DEVNET_PORT: String(ports.devnet) },
      isHealthy: async () => (await answersJsonRpc(devnetUrl)) && (await answersJsonRpc(devnetTwoUrl)),
    },
    {
      name: 'api',
      url: apiUrl,
      command: process.execPath,
      args: tsx('services/api/src/main.ts'),
      cwd: repoRoot,
      env: { ...rpcEnv, ...apiDatabaseEnv, PORTICO_API_PORT: String(ports.api) },
      isHealthy: () => answersOk(`${apiUrl}/health`),
      prepare: {
        args: [
          ...tsx('services/api/src/cli/portico.ts'),
          'project',
          'ensure',
          '--id',
          DEMO_PROJECT_ID,
          '--name',
          'Portico Demo',
          ...demoOrigins,
        ],
      },
    },
    {
      name: 'relay',
      url: relayUrl,
      command: process.execPath,
      args: tsx('services/relay/src/cli/relay.ts'),
      cwd: repoRoot,
      env: { ...relayRedisEnv, PORTICO_RELAY_PORT: String(ports.relay) },
      isHealthy: () => answersOk(`http://127.0.0.1:${ports.relay}/health`),
    },
    {
      name: 'demo',
      url: demoUrl,
      command: process.execPath,
      args: tsx('scripts/stack/serveDemo.ts'),
      cwd: join(repoRoot, 'apps/demo'),
      env: { ...appEnv, PORTICO_DEMO_PORT: String(ports.demo), VITE_PORTICO_API_URL: apiUrl },
      isHealthy: () => answersOk(`http://127.0.0.1:${ports.demo}`),
    },
    {
      name: 'wallet',
      url: walletUrl,
      command: process.execPath,
      args: tsx('scripts/stack/serveWallet.ts'),
      cwd: join(repoRoot, 'apps/wallet'),
      env: { ...appEnv, PORTICO_WALLET_PORT: String(ports.wallet) },
      isHealthy: () => answersOk(`http://127.0.0.1:${ports.wallet}`),
    },
  ]
}
