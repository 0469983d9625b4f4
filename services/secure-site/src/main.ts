import { loadSecureSiteConfig, SecureSiteConfigError } from './config/loadSecureSiteConfig.ts'
import { ensureDevMasterKey } from './config/ensureDevMasterKey.ts'
import { readFarcasterLoginConfig } from './farcaster/readFarcasterLoginConfig.ts'
import { openSecureSiteDatabase } from './db/openSecureSiteDatabase.ts'
import { createRedisHitCounter } from './http/createRedisHitCounter.ts'
import { buildFrameBundle, defaultFrameDir } from './frame/buildFrameBundle.ts'
import { defaultFrameCacheDir } from './frame/frameScriptCache.ts'
import { deleteExpiredRecords } from './maintenance/deleteExpiredRecords.ts'
import { buildSecureSiteServer } from './server.ts'

// `npx tsx services/secure-site/src/main.ts`: serve the secure site until SIGINT/SIGTERM or the parent exits.
const env = { ...process.env }
if (!env.PORTICO_SECURE_SITE_MASTER_KEY && env.PORTICO_SECURE_SITE_DEV === '1') {
  env.PORTICO_SECURE_SITE_MASTER_KEY = ensureDevMasterKey('.portico/secure-site-master.key')
}
let config: ReturnType<typeof loadSecureSiteConfig>
let farcaster: ReturnType<typeof readFarcasterLoginConfig>
try {
  config = loadSecureSiteConfig(env)
  farcaster = readFarcasterLoginConfig(env)
} catch (error) {
  if (!(error instanceof SecureSiteConfigError)) throw error
  console.error(`The secure site cannot start: ${error.message}`)
  process.exit(1)
}
// Bundled once at start, so a frame that does not build is seen at once, not on the first visitor; esbuild
// bundles in its own process while this one opens the database. Reused from the last start while every input
// is unchanged; PORTICO_SECURE_SITE_FRAME_CACHE_DIR moves the cache, `off` bundles every time.
const frameCacheDir = env.PORTICO_SECURE_SITE_FRAME_CACHE_DIR ?? defaultFrameCacheDir
const bundle = buildFrameBundle(defaultFrameDir, {
  cacheDir: frameCacheDir === 'off' ? undefined : frameCacheDir,
})
const [built, db] = await Promise.all([bundle, openSecureSiteDatabase(env)])
// Rate limits are counted where every process sees them: Redis when configured, else this database.
const hitCounter = config.redisUrl
  ? await createRedisHitCounter({
      url: config.redisUrl,
      onError: (error) => console.error('[secure-site] redis', error),
    })
  : undefined
const app = buildSecureSiteServer(config, {
  db,
  logger: true,
  frameBundle: () => bundle,
  hitCounter,
  trustedProxyHops: config.trustedProxyHops,
  limits: { codeFailures: config.codeFailures },
  farcaster: farcaster && { config: farcaster },
})
if (built.kind === 'missing') app.log.warn(`frame not served: ${built.reason}`)
// Ended one-time secrets and sessions are removed every 10 minutes (every process may do it: deletes are idempotent).
const janitor = setInterval(() => {
  deleteExpiredRecords(db).catch((error: unknown) => app.log.error(error))
}, 10 * 60_000)
janitor.unref()
app.addHook('onClose', async () => {
  clearInterval(janitor)
  await hitCounter?.close()
  await db.close()
})
await app.listen({ host: config.host, port: config.port })

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
// The load script's abuse mode starts this process with an IPC channel and asks for its memory now and then.
// With --expose-gc it collects first, so the answer is what is still held, not garbage not yet collected.
process.on('message', (message) => {
  if (message !== 'memory' || !process.send) return
  ;(globalThis as { gc?: () => void }).gc?.()
  process.send({ memory: process.memoryUsage() })
})
// No orphan when the process that started us is killed outright: we get re-parented, so ppid changes.
setInterval(() => process.ppid !== parent && void close('parent exited'), 1_000).unref()
