import { ApiConfigError, loadApiConfig, type ApiConfig } from './config/loadApiConfig.ts'
import { readConfigArgument } from './config/readConfigArgument.ts'
import { readStartupProject } from './config/readStartupProject.ts'
import { openDatabase } from './db/openDatabase.ts'
import { startHistoryIndexer } from './indexer/startHistoryIndexer.ts'
import { ensureProject } from './projects/projectStore.ts'
import { buildApiServer } from './server.ts'

// `npx tsx services/api/src/main.ts [--config portico.config.json]`: serve the data API until SIGINT/SIGTERM or
// until the parent exits. Without --config, PORTICO_CONFIG names the configuration file;
// PORTICO_API_ENSURE_PROJECT names a project to create or reset before listening.
const config = readConfigOrExit()
const startupProject = readOrExit(() => readStartupProject(process.env))

const db = await openDatabase(process.env)
if (startupProject) await ensureProject(db, startupProject)
const app = buildApiServer(config, { db, logger: true })
const indexer = startHistoryIndexer({ db, chains: config.chains, log: app.log })
// One hook, as Fastify runs onClose hooks last-registered first: the indexer finishes its round and gives its
// leases up (another process takes the chains at once) before the database closes.
app.addHook('onClose', async () => {
  await indexer.stop()
  await db.close()
})
await app.listen({ host: config.host, port: config.port })
// The load script's abuse mode reads these lines to see whether memory levels off under abuse.
const memoryLogMs = Number(process.env.PORTICO_API_MEMORY_LOG_MS ?? 0)
if (memoryLogMs > 0) {
  setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage()
    app.log.info({ memory: { rss, heapUsed } }, 'memory')
  }, memoryLogMs).unref()
}

const parent = process.ppid
let closing = false
async function close(reason: string) {
  if (closing) return
  closing = true
  app.log.info(`${reason}: closing`)
  await app.close()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close(signal))
// No orphan when the process that started us is killed outright: we get re-parented, so ppid changes.
setInterval(() => process.ppid !== parent && void close('parent exited'), 1_000).unref()

/** The configuration, or exit 1 with the loader's message alone (it names the field and the fix). */
function readConfigOrExit(): ApiConfig {
  return readOrExit(() =>
    loadApiConfig(process.env, { configPath: readConfigArgument(process.argv.slice(2)) }),
  )
}

/** What `read` returns, or exit 1 with its ApiConfigError's message alone. */
function readOrExit<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof ApiConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
