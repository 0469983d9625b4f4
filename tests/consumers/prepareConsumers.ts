// Issue 15 item 5, first half: build the packages, pack them, and make the consumer apps outside the
// repository from the tarballs — installed with plain npm (npm's shared cache, or PORTICO_CONSUMERS_NPM_CACHE),
// built for production. Prints how long each phase took, each package's packed size and what it costs a page,
// and writes node_modules/.cache/portico-consumers/run.json for the browser tests (playwright.config.ts here)
// and the size budgets (.size-limit.mjs).
//
//   node --import tsx tests/consumers/prepareConsumers.ts [--skip-build]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetContracts } from '@portico/devnet/manifest'
import { repoRoot } from '../../scripts/stack/stackServices.ts'
import { buildDevWalletScript } from './buildDevWalletScript.ts'
import { selectedConsumerApps, type ConsumerApp } from './consumerApps.ts'
import { readConsumerBundle } from './consumerBundle.mjs'
import { consumerEnv } from './consumerEnv.ts'
import { consumerPorts, type ConsumerAppName } from './consumerPorts.ts'
import { consumerRunFile, consumersCacheDir, type ConsumerRun } from './consumerRun.ts'
import { CONSUMERS_PROJECT_ID } from './consumerStack.ts'
import { createConsumerApp, type ConsumerAppSettings } from './createConsumerApp.ts'
import { costByPackage, type PackageCost } from './firstLoadByPackage.ts'
import { firstLoadRow, formatFirstLoadTable } from './firstLoadTable.ts'
import { mapWithLimit } from './mapWithLimit.ts'
import { packPackages, type PackedPackage } from './packPackages.ts'
import { CONSUMER_RUN_PREFIX, removeStaleRuns } from './removeStaleRuns.ts'
import { runLogged } from './runLogged.ts'

// npm's own cache (~/.npm unless configured), which the repository's `npm ci` fills with most of what the apps
// need (React, Vite, TypeScript, viem) and which outlives `npm ci` and fresh clones, unlike node_modules/.cache.
const npmCache =
  process.env.PORTICO_CONSUMERS_NPM_CACHE ?? process.env.npm_config_cache ?? join(homedir(), '.npm')
const timings: [string, number][] = []
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB` // as size-limit counts

async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    const ms = performance.now() - started
    timings.push([phase, ms])
    console.log(`[consumers] ${phase}: ${seconds(ms)}`)
  }
}

/**
 * The previous run's temporary folder goes (npm test removes it at the end unless PORTICO_CONSUMERS_KEEP=1),
 * and so does any a dead run or another clone left over a day ago: apps with their node_modules weigh ~1 GB.
 */
function removePreviousRuns(): void {
  if (existsSync(consumerRunFile)) {
    const previous = JSON.parse(readFileSync(consumerRunFile, 'utf8')) as Partial<ConsumerRun>
    if (previous.root?.startsWith(tmpdir())) rmSync(previous.root, { recursive: true, force: true })
  }
  for (const path of removeStaleRuns()) console.log(`[consumers] removed ${path}, left by an earlier run`)
}

function appSettings(name: ConsumerAppName): ConsumerAppSettings {
  const { stack, apps } = consumerPorts()
  return {
    projectId: CONSUMERS_PROJECT_ID,
    appUrl: `http://localhost:${apps[name]}`,
    rpcUrls: { 31337: `http://127.0.0.1:${stack.devnet}`, 31338: `http://127.0.0.1:${stack.devnetTwo}` },
    mintToken: devnetContracts.weth9,
    api: `http://127.0.0.1:${stack.api}`,
    relay: `ws://127.0.0.1:${stack.relay}`,
    secureSite: `http://127.0.0.1:${stack.secureSite}`,
  }
}

const appEnv = consumerEnv(process.env, repoRoot, { NEXT_TELEMETRY_DISABLED: '1' })

function installApp(app: ConsumerApp, dir: string, logs: string): Promise<number> {
  const args = ['install', '--cache', npmCache, '--prefer-offline', '--no-audit', '--no-fund']
  return timed(`install ${app.name}`, () =>
    runLogged('npm', [...args, '--loglevel=warn'], {
      cwd: dir,
      env: appEnv,
      logFile: join(logs, `install-${app.name}.log`),
    }),
  )
}

function buildApp(app: ConsumerApp, dir: string, logs: string): Promise<number> {
  return timed(`build ${app.name}`, () =>
    runLogged('npm', ['run', 'build'], {
      cwd: dir,
      env: appEnv,
      logFile: join(logs, `build-${app.name}.log`),
    }),
  )
}

/** Each package's packed size beside what it costs a page of the Vite + React 19 quick start (gzip). */
function printCosts(packages: PackedPackage[], appDir: string): void {
  const bundle = readConsumerBundle(appDir)
  const firstLoad = costByPackage(bundle.dist, bundle.firstLoad)
  const modal = costByPackage(bundle.dist, bundle.modal)
  const gzipOf = (costs: PackageCost[], name: string) => costs.find((cost) => cost.name === name)?.gzip ?? 0
  const total = (costs: PackageCost[]) => costs.reduce((sum, cost) => sum + cost.gzip, 0)
  const row = (name: string, packed: string, costs: [number, number]) =>
    `  ${name.padEnd(30)} ${packed.padStart(10)} ${kilobytes(costs[0]).padStart(12)} ${kilobytes(costs[1]).padStart(12)}`
  console.log('[consumers] cost in the Vite + React 19 quick start (gzip; React not counted):')
  console.log(
    `  ${'package'.padEnd(30)} ${'packed'.padStart(10)} ${'first load'.padStart(12)} ${'first open'.padStart(12)}`,
  )
  for (const pkg of packages) {
    console.log(row(pkg.name, kilobytes(pkg.size), [gzipOf(firstLoad, pkg.name), gzipOf(modal, pkg.name)]))
  }
  const ours = new Set(packages.map((pkg) => pkg.name))
  const others = new Set([...firstLoad, ...modal].map((cost) => cost.name).filter((name) => !ours.has(name)))
  for (const name of others) console.log(row(name, '', [gzipOf(firstLoad, name), gzipOf(modal, name)]))
  console.log(row('total', '', [total(firstLoad), total(modal)]))
}

/**
 * Issue 17's figure: each app's first load (gzip, React not counted) next to the adapter-less React 18 app;
 * tests/consumers/appKitReference.ts prints the same for the apps built on AppKit's own adapters.
 */
function printFirstLoads(apps: readonly ConsumerApp[], dirs: Record<string, string>): void {
  const weighed = apps.filter((app) => app.config === 'vite-env')
  const rows = weighed.map((app) => {
    const bundle = readConsumerBundle(dirs[app.name]!)
    return firstLoadRow(app.name, costByPackage(bundle.dist, bundle.firstLoad))
  })
  console.log('[consumers] first load by app (gzip; React not counted; modal pkgs = @portico/*):')
  for (const line of formatFirstLoadTable(rows, 'vite-react18')) console.log(line)
}

async function main(): Promise<void> {
  mkdirSync(consumersCacheDir, { recursive: true })
  removePreviousRuns()
  rmSync(consumerRunFile, { force: true })
  const root = mkdtempSync(join(tmpdir(), CONSUMER_RUN_PREFIX))
  try {
    await prepareRun(root, process.argv.includes('--skip-build'))
  } catch (error) {
    // A failed run's apps would stay until the sweep a day later: ~1 GB each.
    if (process.env.PORTICO_CONSUMERS_KEEP) console.error(`[consumers] kept ${root} with its logs`)
    else rmSync(root, { recursive: true, force: true })
    throw error
  }
}

/** Packs, creates, installs and builds the apps in `root`, then describes them in run.json. */
async function prepareRun(root: string, skipBuild: boolean): Promise<void> {
  const started = performance.now()
  const cacheWasEmpty = !existsSync(npmCache) || readdirSync(npmCache).length === 0
  if (cacheWasEmpty) mkdirSync(npmCache, { recursive: true })
  const logs = join(root, 'logs')
  const tarballsDir = join(root, 'tarballs')
  mkdirSync(logs)
  mkdirSync(tarballsDir)
  console.log(`[consumers] apps in ${root}; npm cache ${npmCache} (${cacheWasEmpty ? 'cold' : 'warm'})`)

  const devWallet = buildDevWalletScript()
  if (!skipBuild) {
    await timed('build packages (npm run build)', () =>
      runLogged('npm', ['run', 'build'], {
        cwd: repoRoot,
        env: process.env,
        logFile: join(logs, 'build-packages.log'),
      }),
    )
  }
  const devWalletScript = join(root, 'dev-wallet.js')
  writeFileSync(devWalletScript, await devWallet)

  const packages = await timed('npm pack', () => packPackages(repoRoot, tarballsDir))
  console.log('[consumers] packed:')
  for (const pkg of packages) {
    console.log(
      `  ${`${pkg.name}@${pkg.version}`.padEnd(34)} ${kilobytes(pkg.size).padStart(10)} packed  ${kilobytes(pkg.unpackedSize).padStart(10)} unpacked  ${pkg.entryCount} files`,
    )
  }
  const tarballs = Object.fromEntries(packages.map((pkg) => [pkg.name, pkg.tarball]))

  const consumerApps = selectedConsumerApps()
  const dirs: Record<string, string> = {}
  for (const app of consumerApps) {
    const dir = join(root, app.name)
    createConsumerApp(app, dir, tarballs, appSettings(app.name))
    dirs[app.name] = dir
  }
  // npm waits on the network and the disk more than the CPU: all at once.
  await timed(
    `install ${consumerApps.length} apps in parallel (npm cache ${cacheWasEmpty ? 'cold' : 'warm'})`,
    () => mapWithLimit(consumerApps, consumerApps.length, (app) => installApp(app, dirs[app.name]!, logs)),
  )
  // Builds use the CPU: two at a time on two cores.
  const built = consumerApps.filter((app) => app.build)
  await timed(`build ${built.length} apps for production`, () =>
    mapWithLimit(built, 2, (app) => buildApp(app, dirs[app.name]!, logs)),
  )

  if (dirs['vite-react19']) printCosts(packages, dirs['vite-react19'])
  printFirstLoads(consumerApps, dirs)

  const run: ConsumerRun = {
    root,
    portOffset: consumerPorts().stack.devnet - 8545,
    devWalletScript,
    packages,
    apps: Object.fromEntries(Object.entries(dirs).map(([name, dir]) => [name, { dir }])),
  }
  writeFileSync(consumerRunFile, `${JSON.stringify(run, null, 2)}\n`)
  timings.push(['total', performance.now() - started])
  console.log('[consumers] timings:')
  for (const [phase, ms] of timings) console.log(`  ${phase.padEnd(58)} ${seconds(ms).padStart(8)}`)
}

main().catch((error: unknown) => {
  console.error(`[consumers] ${error instanceof Error ? error.message : String(error)}`)
  console.error('[consumers] PORTICO_CONSUMERS_KEEP=1 keeps the apps and their logs for a look')
  process.exit(1)
})
