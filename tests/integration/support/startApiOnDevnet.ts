// Test support for suites that run core against the real API on a real devnet: one chain (31337) on a free
// port, the API on a free port with a fresh PGlite database, a project for the suite, and the Portico Dev
// Wallet holding a devnet account as the EIP-1193 provider.
import { buildApiServer, createProject, type Database } from '@portico/api'
import { devnetApiChains } from '@portico/api/testing/devnet'
import { openFreshPglite } from '../../../services/api/src/db/testDatabases.ts'
import {
  devnetAccounts,
  porticoDevnet,
  startDevnet,
  withRpcUrl,
  type DevnetNetwork,
  type RunningDevnet,
} from '@portico/devnet'
import { createDevWalletProvider } from '@portico/wallet'
import type { Address, EIP1193Provider } from 'viem'

/** What a suite gets from {@link startApiOnDevnet}. */
export interface ApiOnDevnet {
  /** The running chain. */
  devnet: RunningDevnet
  /** Portico Devnet (31337) with its running RPC URL, to pass to core as a network. */
  network: DevnetNetwork
  /** Base URL of the running API, for `endpoints.api`. */
  apiUrl: string
  /** Project id created for the suite (no origin restriction). */
  projectId: string
  /** The API's database, for assertions. */
  db: Database
  /** A dev wallet holding devnet account `accountIndex`. */
  walletFor(accountIndex: number): { provider: EIP1193Provider; address: Address }
  /** Stops the API, the chain and removes the database. */
  stop(): Promise<void>
}

/**
 * Starts the devnet chain 31337 and the API in front of it.
 *
 * @example
 * const world = await startApiOnDevnet()
 * const core = createAppKitCore({ projectId: world.projectId, networks: [world.network],
 *   endpoints: { api: world.apiUrl } })
 */
export async function startApiOnDevnet(): Promise<ApiOnDevnet> {
  const devnet = await startDevnet({ chainId: 31337, port: 0 })
  const db = await openFreshPglite()
  const projectId = 'integration'
  await createProject(db, { id: projectId, name: 'integration', origins: [] })
  const chains = devnetApiChains()
    .filter((chain) => chain.chainId === 31337)
    .map((chain) => ({ ...chain, rpcUrl: devnet.rpcUrl }))
  const app = buildApiServer({ chains }, { db })
  const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  const network = withRpcUrl(porticoDevnet, devnet.rpcUrl)
  return {
    devnet,
    network,
    apiUrl,
    projectId,
    db,
    walletFor(accountIndex) {
      const account = devnetAccounts[accountIndex]
      if (!account) throw new Error(`The devnet has no account ${accountIndex}`)
      const wallet = createDevWalletProvider({
        privateKey: account.privateKey,
        chains: [{ id: devnet.chainId, name: porticoDevnet.name, rpcUrl: devnet.rpcUrl }],
      })
      return { provider: wallet as unknown as EIP1193Provider, address: wallet.address }
    },
    async stop() {
      await app.close()
      await devnet.stop()
      await db.close()
    },
  }
}
