// `npm run bench -w services/api`: the issue-4 and issue-16 bench. Starts a devnet and this API in process on
// loopback with a fresh PGlite database; fills the devnet with transfer blocks and prints the indexer's blocks/s
// and transfers/s next to raw eth_getLogs; then loads each measured route (balance, history, NFTs, wallet
// search) with autocannon right after the constant route (/health) on the same server, and prints req/s, p99
// and the ratio to /health. Stops by itself; exits 1 when any request failed (the figures would be of errors).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetAccounts, devnetContracts, devnetNfts, startDevnet } from '@portico/devnet'
import { createChainClients } from '../src/chains/createChainClients.ts'
import { devnetApiChains } from '../testing/devnetApiConfig.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPglite } from '../src/db/openPglite.ts'
import { createProject } from '../src/projects/projectStore.ts'
import { buildApiServer } from '../src/server.ts'
import { readWalletCatalogue } from '../src/wallets/readWalletCatalogue.ts'
import { seedWallets } from '../src/wallets/seedWallets.ts'
import { benchIndexer, formatIndexerBench } from './benchIndexer.ts'
import { checkBenchRoute } from './checkBenchRoute.ts'
import { formatRouteBench, type RouteBenchRow } from './formatRouteBench.ts'
import { measureRoute } from './measureRoute.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const indexerBlocks = Number(process.env.BENCH_INDEXER_BLOCKS ?? 300)
const projectId = 'bench'
const account = devnetAccounts[0]!.address
// The owner of the devnet's first Portico Pal, so the NFT route lists (and reads metadata of) real tokens.
const nftOwner = devnetNfts[0]!.owner
// The bench measures what a route costs, not the per-IP budget: one loopback client would be answered 429
// after 600 requests a minute (apiLimits.ts), so the budgets are set out of reach; the limiter still counts.
const unlimited = { ratePerIp: 1e12, ratePerProject: 1e12 }

const devnet = await startDevnet({ chainId: 31337, port: 0 })
const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
const db = await openPglite(join(dir, 'db'))
const chains = devnetApiChains()
  .filter((chain) => chain.chainId === 31337)
  .map((chain) => ({ ...chain, rpcUrl: devnet.rpcUrl }))
const app = buildApiServer({ chains, limits: unlimited }, { db })
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
    nfts: `/v1/account/${nftOwner}/nfts?projectId=${projectId}&chainId=eip155:31337`,
    'getWallets search': `/getWallets?projectId=${projectId}&search=meta&entries=100&page=1`,
  }
  // Each route answers 200 with something in it before it is measured (and the balance cache is filled).
  for (const path of Object.values(routes)) await checkBenchRoute(baseUrl, path)

  const rows: RouteBenchRow[] = []
  for (const [name, path] of Object.entries(routes)) {
    console.log(`[bench] ${name}: /health then ${path}, ${seconds} s each`)
    const health = await measureRoute(baseUrl, '/health', { seconds })
    const route = await measureRoute(baseUrl, path, { seconds })
    rows.push({ name, health, route })
  }

  console.log(
    formatRouteBench(rows, `10 connections, ${seconds} s per run, loopback, PGlite, devnet chain 31337`),
  )
  console.log(formatIndexerBench(indexer, 'PGlite'))
  const failed = rows.filter((r) => r.route.failures + r.health.failures > 0)
  if (failed.length > 0) {
    console.error(
      `[bench] requests failed on ${failed.map((r) => r.name).join(', ')}: those figures are of errors, not answers`,
    )
    process.exitCode = 1
  }
} finally {
  await app.close()
  await db.close()
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}
