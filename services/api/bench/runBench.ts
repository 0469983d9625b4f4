// `npm run bench -w services/api`: the issue-4 bench. Starts a devnet and this API in process on loopback with
// a fresh PGlite database, then loads each measured route with autocannon right after the constant route
// (/health) on the same server, and prints req/s, p99 and the ratio to /health. Stops by itself.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetAccounts, devnetContracts, startDevnet } from '@portico/devnet'
import { createChainClients } from '../src/chains/createChainClients.ts'
import { devnetApiChains } from '../testing/devnetApiConfig.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPglite } from '../src/db/openPglite.ts'
import { createProject } from '../src/projects/projectStore.ts'
import { buildApiServer } from '../src/server.ts'
import { readWalletCatalogue } from '../src/wallets/readWalletCatalogue.ts'
import { seedWallets } from '../src/wallets/seedWallets.ts'
import { benchIndexer, formatIndexerBench } from './benchIndexer.ts'
import { measureRoute, type RouteMeasurement } from './measureRoute.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const indexerBlocks = Number(process.env.BENCH_INDEXER_BLOCKS ?? 300)
const projectId = 'bench'
const account = devnetAccounts[0]!.address

const devnet = await startDevnet({ chainId: 31337, port: 0 })
const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
const db = await openPglite(join(dir, 'db'))
const chains = devnetApiChains()
  .filter((chain) => chain.chainId === 31337)
  .map((chain) => ({ ...chain, rpcUrl: devnet.rpcUrl }))
const app = buildApiServer({ chains }, { db })
try {
  await migrate(db)
  await createProject(db, { id: projectId, name: 'bench', origins: [] })
  await seedWallets(db, readWalletCatalogue())
  const client = createChainClients(chains).get('eip155:31337')!
  // The indexer bench fills the fresh devnet with transfer blocks and indexes it into this database, which
  // the history route then reads.
  console.log(
    `[bench] indexer: ${indexerBlocks} blocks of 10 transfers, then eth_getLogs and the indexer over them`,
  )
  const indexer = await benchIndexer({
    db,
    client,
    chain: chains[0]!,
    token: devnetContracts.usd,
    tokenSender: devnetAccounts[3]!.privateKey,
    ethSender: devnetAccounts[4]!.privateKey,
    receivers: [account, devnetAccounts[5]!.address, devnetAccounts[6]!.address],
    blocks: indexerBlocks,
    perBlock: 10,
  })
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })

  const routes = {
    'balance (cache hit)': `/v1/account/${account}/balance?projectId=${projectId}&currency=usd&chainId=eip155:31337`,
    history: `/v1/account/${account}/history?projectId=${projectId}&chainId=eip155:31337`,
    'getWallets search': `/getWallets?projectId=${projectId}&search=meta&entries=100&page=1`,
  }
  for (const path of Object.values(routes)) {
    const warm = await fetch(baseUrl + path) // fills the balance cache; checks each route answers
    if (!warm.ok) throw new Error(`${path} answered ${warm.status}: ${await warm.text()}`)
  }

  const rows: { name: string; health: RouteMeasurement; route: RouteMeasurement }[] = []
  for (const [name, path] of Object.entries(routes)) {
    console.log(`[bench] ${name}: /health then ${path}, ${seconds} s each`)
    const health = await measureRoute(baseUrl, '/health', { seconds })
    const route = await measureRoute(baseUrl, path, { seconds })
    rows.push({ name, health, route })
  }

  const cells = (values: string[]) => `| ${values.join(' | ')} |`
  console.log(
    `\nautocannon, 10 connections, ${seconds} s per run, loopback, PGlite, devnet chain 31337\n\n` +
      cells(['route', 'req/s', 'p99 ms', '/health req/s', '/health p99 ms', 'ratio to /health', 'failures']) +
      '\n' +
      cells(Array(7).fill('---')),
  )
  for (const { name, health, route } of rows) {
    console.log(
      cells([
        name,
        route.requestsPerSecond.toFixed(0),
        String(route.p99Ms),
        health.requestsPerSecond.toFixed(0),
        String(health.p99Ms),
        (route.requestsPerSecond / health.requestsPerSecond).toFixed(2),
        String(route.failures + health.failures),
      ]),
    )
  }
  console.log(formatIndexerBench(indexer, 'PGlite'))
  if (rows.some((r) => r.route.failures + r.health.failures > 0)) process.exitCode = 1
} finally {
  await app.close()
  await db.close()
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}
