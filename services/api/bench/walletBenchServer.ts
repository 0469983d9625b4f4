// The API the wallet bench loads, in its own process so that the load generator does not share its event loop.
// PostgreSQL at DATABASE_URL when set, else PGlite in a temporary folder; started by runWalletBench.ts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../src/db/openDatabase.ts'
import { createProject, findProject } from '../src/projects/projectStore.ts'
import { buildApiServer } from '../src/server.ts'
import { WALLET_BENCH_PROJECT } from './walletBenchProject.ts'

const dir = mkdtempSync(join(tmpdir(), 'portico-wallet-bench-'))
const db = await openDatabase({ ...process.env, PORTICO_PGLITE_DIR: join(dir, 'db') })
if (!(await findProject(db, WALLET_BENCH_PROJECT.id))) {
  await createProject(db, {
    id: WALLET_BENCH_PROJECT.id,
    name: 'wallet bench',
    origins: [WALLET_BENCH_PROJECT.origin],
  })
}
// The bench measures what a route costs, not the budgets: they are set out of reach; the limiter still counts.
const app = buildApiServer({ chains: [], limits: { ratePerIp: 1e12, ratePerProject: 1e12 } }, { db })
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
process.send?.({ baseUrl, database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite' })
// The bench asks for this process's CPU time around each run: CPU per answer does not depend on how busy the
// machine is, unlike latency.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpuMicros: process.cpuUsage().user + process.cpuUsage().system })
})

const stop = async () => {
  await app.close()
  await db.close()
  rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('disconnect', () => void stop())
process.on('SIGTERM', () => void stop())
