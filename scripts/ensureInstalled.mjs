// Installs what the project needs before anything else runs. Node built-ins only: on a fresh clone
// node_modules does not exist yet.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const stampPath = join(repoRoot, 'node_modules', '.portico-install-stamp')
export const chromiumPath = '/usr/bin/chromium'

/** The fields of a package.json that decide what `npm ci` installs (a changed script or description does not). */
const installFields = [
  'name',
  'version',
  'workspaces',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'overrides',
  'bin',
]

/** @param {string} path */
function installRelevantManifest(path) {
  const manifest = JSON.parse(readFileSync(path, 'utf8'))
  return JSON.stringify(installFields.map((field) => manifest[field] ?? null))
}

/** Hash of everything that decides what `npm ci` installs. */
export function installFingerprint() {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(repoRoot, 'package-lock.json')))
  const rootManifest = join(repoRoot, 'package.json')
  hash.update(installRelevantManifest(rootManifest))
  const root = JSON.parse(readFileSync(rootManifest, 'utf8'))
  for (const workspace of root.workspaces ?? []) {
    const manifest = join(repoRoot, workspace, 'package.json')
    if (existsSync(manifest)) hash.update(installRelevantManifest(manifest))
  }
  hash.update(process.version)
  return hash.digest('hex')
}

/** @param {string} command @param {string[]} args @param {string} what */
function run(command, args, what) {
  console.log(`[setup] ${what}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' })
  if (result.error) throw new Error(`[setup] ${what} could not start: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`[setup] ${what} failed with exit code ${result.status}`)
}

/** Runs `npm ci` when node_modules is missing or was installed from another lockfile. */
export function ensureNodeModules() {
  const fingerprint = installFingerprint()
  const current = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : ''
  if (current === fingerprint) return false
  const reason = existsSync(join(repoRoot, 'node_modules'))
    ? 'node_modules is stale'
    : 'node_modules is missing'
  run('npm', ['ci', '--no-audit', '--no-fund'], `installing dependencies (${reason})`)
  writeFileSync(stampPath, fingerprint + '\n')
  return true
}

/** Installs Debian's chromium for the browser tests when it is absent. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return false
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const prefix = asRoot ? [] : ['sudo', '-n']
  /** @param {string[]} args @param {string} what */
  const apt = (args, what) =>
    run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], what)
  apt(['update', '-qq'], 'refreshing Debian package lists')
  apt(['install', '-y', '-qq', 'chromium'], 'installing Debian chromium for the browser tests')
  if (!existsSync(chromiumPath))
    throw new Error(`[setup] chromium was installed but ${chromiumPath} is missing`)
  return true
}
