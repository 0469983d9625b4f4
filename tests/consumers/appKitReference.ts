// Issue 17's closing figure, by hand (not part of npm test): the four wagmi/ethers consumer apps built once
// more with Reown AppKit's own packages instead of Portico's — the same templates with their imports
// rewritten, installed from the registry into a temporary folder outside the repository — and their first
// load (gzip, React not counted) printed next to Portico's. Nothing of AppKit is kept: the folder is removed.
//
//   node --import tsx tests/consumers/appKitReference.ts [--keep]
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../../scripts/stack/stackServices.ts'
import { chunkClosure } from './consumerBundle.mjs'
import { consumerApps } from './consumerApps.ts'
import { consumerEnv } from './consumerEnv.ts'
import { costByPackage } from './firstLoadByPackage.ts'
import { firstLoadRow, formatFirstLoadTable, type FirstLoadRow } from './firstLoadTable.ts'
import { mapWithLimit } from './mapWithLimit.ts'
import { runLogged } from './runLogged.ts'

/** Portico's package → AppKit's, for each app's imports and dependencies (AppKit versions as published). */
const appKitPackages: Record<string, { name: string; version: string }[]> = {
  '@portico/react': [{ name: '@reown/appkit', version: '1.8.24' }],
  '@portico/adapter-wagmi': [{ name: '@reown/appkit-adapter-wagmi', version: '1.8.24' }],
  '@portico/adapter-ethers': [{ name: '@reown/appkit-adapter-ethers', version: '1.8.24' }],
  // The ethers 5 adapter's last release is 1.8.19, which needs AppKit 1.8.19 beside it.
  '@portico/adapter-ethers5': [{ name: '@reown/appkit-adapter-ethers5', version: '1.8.19' }],
}
const importRewrites: [RegExp, string][] = [
  [/'@portico\/react'/g, "'@reown/appkit/react'"],
  [/'@portico\/adapter-wagmi'/g, "'@reown/appkit-adapter-wagmi'"],
  [/'@portico\/adapter-ethers5'/g, "'@reown/appkit-adapter-ethers5'"],
  [/'@portico\/adapter-ethers'/g, "'@reown/appkit-adapter-ethers'"],
]

interface Manifest {
  dependencies: Record<string, string>
  scripts: Record<string, string>
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/** Writes the AppKit twin of a consumer app template into `dir`. */
function writeAppKitTwin(template: string, dir: string, mintToken: string): void {
  cpSync(new URL(`./apps/${template}`, import.meta.url), dir, { recursive: true })
  for (const file of sourceFiles(join(dir, 'src'))) {
    let code = readFileSync(file, 'utf8')
    for (const [from, to] of importRewrites) code = code.replace(from, to)
    writeFileSync(file, code)
  }
  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const dependencies: Record<string, string> = {}
  for (const [name, range] of Object.entries(manifest.dependencies)) {
    const twins = appKitPackages[name]
    if (!name.startsWith('@portico/')) dependencies[name] = range
    else if (!twins) throw new Error(`${template} needs ${name}, which has no AppKit twin here`)
    else for (const twin of twins) dependencies[twin.name] = twin.version
  }
  if (dependencies['@reown/appkit-adapter-ethers5']) dependencies['@reown/appkit'] = '1.8.19'
  // AppKit's options have no `endpoints` (its services are Reown's cloud): build without the type check.
  manifest.scripts.build = 'vite build'
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n`)
  const env = [
    'VITE_PORTICO_PROJECT_ID=portico-consumers',
    'VITE_PORTICO_RPC_31337=http://127.0.0.1:28545',
    'VITE_PORTICO_RPC_31338=http://127.0.0.1:28546',
    `VITE_PORTICO_MINT_TOKEN=${mintToken}`,
  ]
  writeFileSync(join(dir, '.env.production'), `${env.join('\n')}\n`)
}

/** The first load of an AppKit build: the entry's static closure, less React's chunk. */
function appKitFirstLoad(app: string, dir: string): FirstLoadRow {
  const dist = join(dir, 'dist')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const files = chunkClosure(manifest, 'index.html')
  for (const file of files) if (/(^|\/)react-[\w-]+\.js$/.test(file)) files.delete(file)
  return firstLoadRow(app, costByPackage(dist, [...files]))
}

async function main(): Promise<void> {
  const { devnetContracts } = await import('@portico/devnet/manifest')
  const root = mkdtempSync(join(tmpdir(), 'portico-appkit-reference-'))
  const env = consumerEnv(process.env, repoRoot)
  const npmCache = process.env.PORTICO_CONSUMERS_NPM_CACHE ?? join(homedir(), '.npm')
  const apps = consumerApps.filter((app) => app.library)
  console.log(`[appkit-reference] apps in ${root}`)
  try {
    const rows = await mapWithLimit(apps, 2, async (app) => {
      const dir = join(root, app.name)
      writeAppKitTwin(app.name, dir, devnetContracts.weth9)
      const log = (step: string) => join(root, `${step}-${app.name}.log`)
      const install = ['install', '--cache', npmCache, '--prefer-offline', '--no-audit', '--no-fund']
      const installMs = await runLogged('npm', install, { cwd: dir, env, logFile: log('install') })
      const buildMs = await runLogged('npm', ['run', 'build'], { cwd: dir, env, logFile: log('build') })
      console.log(
        `[appkit-reference] ${app.name}: install ${(installMs / 1000).toFixed(1)} s, build ${(buildMs / 1000).toFixed(1)} s`,
      )
      return appKitFirstLoad(`appkit:${app.name}`, dir)
    })
    console.log('[appkit-reference] first load with AppKit (gzip; React not counted; entry closure only):')
    for (const line of formatFirstLoadTable(rows, 'appkit:vite-wagmi2')) console.log(line)
  } finally {
    if (process.argv.includes('--keep')) console.log(`[appkit-reference] kept ${root}`)
    else rmSync(root, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`[appkit-reference] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
