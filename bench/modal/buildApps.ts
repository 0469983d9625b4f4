import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devnetContracts } from '@portico/devnet/manifest'
import { repoRoot } from '../../scripts/stack/stackServices.ts'
import { consumerApps } from '../../tests/consumers/consumerApps.ts'
import { consumerEnv } from '../../tests/consumers/consumerEnv.ts'
import type { ConsumerPorts } from '../../tests/consumers/consumerPorts.ts'
import { CONSUMERS_PROJECT_ID } from '../../tests/consumers/consumerStack.ts'
import { createConsumerApp, type ConsumerAppSettings } from '../../tests/consumers/createConsumerApp.ts'
import { packPackages, type PackedPackage } from '../../tests/consumers/packPackages.ts'
import { runLogged } from '../../tests/consumers/runLogged.ts'
import type { BenchAppName } from './benchApps.ts'

/** bench/modal/peers: the floor and the peers' apps, with their own package.json and lockfile. */
export const peersDir = fileURLToPath(new URL('./peers', import.meta.url))

/** Where the Portico app is made: outside the repository, as a host app would be (kept for --reuse-builds). */
export const porticoWorkDir = join(tmpdir(), 'portico-bench-modal')

/** The consumer app the bench's Portico app starts from: AppKit's React quick start on Vite + React 19. */
const QUICK_START = 'vite-react19'

const npmCache =
  process.env.PORTICO_CONSUMERS_NPM_CACHE ?? process.env.npm_config_cache ?? join(homedir(), '.npm')
const appEnv = () => consumerEnv(process.env, repoRoot)
const log = (message: string) => console.log(`[bench:modal] ${message}`)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The folder served for an app: its production build. */
export function builtAppDir(app: BenchAppName): string {
  return app === 'portico' ? join(porticoWorkDir, 'app', 'dist') : join(peersDir, 'dist', app)
}

/** Installs the peers' folder from its lockfile when node_modules is missing or older than the lockfile. */
async function installPeers(logDir: string): Promise<void> {
  const lockfile = join(peersDir, 'package-lock.json')
  const installed = join(peersDir, 'node_modules', '.package-lock.json')
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return
  const ms = await runLogged(
    'npm',
    ['ci', '--cache', npmCache, '--prefer-offline', '--no-audit', '--no-fund'],
    {
      cwd: peersDir,
      env: appEnv(),
      logFile: join(logDir, 'install-peers.log'),
    },
  )
  log(`installed bench/modal/peers from its lockfile in ${seconds(ms)}`)
}

/**
 * Builds the floor and the peers' apps for production (`vite build`, one at a time on two cores) into
 * bench/modal/peers/dist/<app>, installing the folder from its lockfile first when needed.
 *
 * @example
 * await buildPeerApps(['floor', 'appkit'], { reuse: false, logDir })
 */
export async function buildPeerApps(
  apps: readonly BenchAppName[],
  { reuse, logDir }: { reuse: boolean; logDir: string },
): Promise<void> {
  const peers = apps.filter((app) => app !== 'portico')
  if (peers.length === 0) return
  await installPeers(logDir)
  for (const app of peers) {
    if (reuse && existsSync(join(builtAppDir(app), 'index.html'))) continue
    const ms = await runLogged(process.execPath, [join(peersDir, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: peersDir,
      env: { ...appEnv(), BENCH_APP: app },
      logFile: join(logDir, `build-${app}.log`),
    })
    log(`built ${app} in ${seconds(ms)}`)
  }
}

/** Where the Portico app finds the API the bench starts (the consumer runs' settings, on the bench's ports). */
function porticoSettings(ports: ConsumerPorts): ConsumerAppSettings {
  return {
    projectId: CONSUMERS_PROJECT_ID,
    appUrl: `http://localhost:${ports.apps[QUICK_START]}`,
    rpcUrls: {
      31337: `http://127.0.0.1:${ports.stack.devnet}`,
      31338: `http://127.0.0.1:${ports.stack.devnetTwo}`,
    },
    mintToken: devnetContracts.weth9,
    api: `http://127.0.0.1:${ports.stack.api}`,
    relay: `ws://127.0.0.1:${ports.stack.relay}`,
    secureSite: `http://127.0.0.1:${ports.stack.secureSite}`,
  }
}

/** A tarball holding only LICENSE, README.md and package.json: packed while its dist/ was missing. */
const isEmptyTarball = (pkg: PackedPackage) => pkg.entryCount <= 3

/**
 * Builds the packages and packs them, again when a tarball came out without its dist/: other work in the same
 * tree (another `npm run build`, whose tsdown empties dist/ first) can race ours.
 */
async function buildAndPack(tarballsDir: string, logDir: string, attempts = 3): Promise<PackedPackage[]> {
  for (let attempt = 1; ; attempt++) {
    const buildMs = await runLogged('npm', ['run', 'build'], {
      cwd: repoRoot,
      env: process.env,
      logFile: join(logDir, 'build-packages.log'),
    })
    log(`built the packages in ${seconds(buildMs)}`)
    const packed = await packPackages(repoRoot, tarballsDir)
    const empty = packed.filter(isEmptyTarball).map((pkg) => pkg.name)
    if (empty.length === 0) return packed
    if (attempt >= attempts)
      throw new Error(`packed without their dist/ ${attempts} times: ${empty.join(', ')}`)
    log(`${empty.join(', ')} packed without dist/ (another build in this tree?): building again`)
  }
}

/**
 * Makes the Portico app as `npm test` makes its consumer apps (tests/consumers): builds the packages, packs
 * them, writes the Vite + React 19 quick start outside the repository with the tarballs as its dependencies,
 * puts the bench's App.tsx (mainnet only) in it, installs it with plain npm and builds it for production.
 *
 * @example
 * await buildPorticoApp({ reuse: false, ports: consumerPorts(30_000), logDir })
 */
export async function buildPorticoApp({
  reuse,
  ports,
  logDir,
}: {
  reuse: boolean
  ports: ConsumerPorts
  logDir: string
}): Promise<void> {
  const appDir = join(porticoWorkDir, 'app')
  if (reuse && existsSync(join(builtAppDir('portico'), 'index.html'))) return
  const template = consumerApps.find((app) => app.name === QUICK_START)
  if (!template) throw new Error(`tests/consumers has no ${QUICK_START} app any more`)
  const tarballsDir = join(porticoWorkDir, 'tarballs')
  for (const dir of [appDir, tarballsDir]) rmSync(dir, { recursive: true, force: true })
  mkdirSync(tarballsDir, { recursive: true })
  mkdirSync(logDir, { recursive: true })

  const packed = await buildAndPack(tarballsDir, logDir)
  const tarballs = Object.fromEntries(packed.map((pkg) => [pkg.name, pkg.tarball]))
  createConsumerApp(template, appDir, tarballs, porticoSettings(ports))
  copyFileSync(fileURLToPath(new URL('./portico/App.tsx', import.meta.url)), join(appDir, 'src', 'App.tsx'))
  const install = [
    'install',
    '--cache',
    npmCache,
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=warn',
  ]
  const installMs = await runLogged('npm', install, {
    cwd: appDir,
    env: appEnv(),
    logFile: join(logDir, 'install-portico.log'),
  })
  log(`installed the Portico app from ${packed.length} tarballs in ${seconds(installMs)}`)
  const appBuildMs = await runLogged('npm', ['run', 'build'], {
    cwd: appDir,
    env: appEnv(),
    logFile: join(logDir, 'build-portico.log'),
  })
  log(`built the Portico app in ${seconds(appBuildMs)}`)
}
