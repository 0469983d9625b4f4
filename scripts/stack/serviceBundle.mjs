// Services run from one plain-JS file each instead of through tsx, whose loader hooks cost seconds of CPU per
// process (viem alone: 2.2 s through tsx, 0.7 s without). Plain JavaScript, so that `npm start` can bundle the
// stack's own entry with it before any TypeScript runs.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { isBuiltin } from 'node:module'
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, version as esbuildVersion } from 'esbuild'

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/** Where the bundles and their manifests live: dropped with node_modules, never committed. */
export const defaultBundleDir = join(repoRoot, 'node_modules', '.cache', 'portico-stack')

/**
 * What is kept beside a bundle to tell whether it still matches its sources.
 *
 * @typedef {object} BundleManifest
 * @property {string} key how bundles were made ({@link bundleKey})
 * @property {string} bundle the bundle's file name in the bundle folder
 * @property {Record<string, BundleInput>} inputs every file it was made from or depends on (sources, package.json,
 *   tsconfig, inlined libraries), by path from the repository root
 */

/**
 * One input of a bundle as it was when the bundle was made.
 *
 * @typedef {object} BundleInput
 * @property {string} hash its content's SHA-256
 * @property {[number, number]} [stat] for files under node_modules, their [mtimeMs, size]: while both are
 *   unchanged their content is not hashed again (npm rewrites both when it installs another version)
 */

/**
 * A service entry as one ESM file that plain `node` runs.
 *
 * @typedef {object} ServiceBundle
 * @property {string} path absolute path of the bundle (its source map beside it)
 * @property {'cache' | 'built'} source 'cache' when every input still hashed as when it was built, 'built' when
 *   it was bundled now
 */

/** esbuild could not bundle a service entry (a syntax or import error in its sources). */
export class ServiceBundleError extends Error {
  /** @override */
  name = 'ServiceBundleError'
}

// The conditions Node resolves with here, so a package bundled in resolves as Node would resolve it.
const requireModule = /** @type {{ require_module?: boolean }} */ (process.features).require_module === true
const conditions = ['@portico/source', 'node-addons', ...(requireModule ? ['module-sync'] : [])]

/** @param {string} path */
const hashFile = (path) => createHash('sha256').update(readFileSync(path)).digest('base64url')

// This file's own text is part of the key: a change to how bundles are made never reuses one made before it.
const bundleKey = `${hashFile(fileURLToPath(import.meta.url))}; esbuild ${esbuildVersion}; ${conditions.join(',')}`

/** @type {Record<string, import('esbuild').Loader>} */
const loaders = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
}

/**
 * Sources keep their own `import.meta.url` (migrations, contracts and data are found beside them), not the
 * bundle's.
 *
 * @type {import('esbuild').Plugin}
 */
const keepImportMetaOfSources = {
  name: 'portico-keep-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8')
      // Regular expressions, not strings: this file is bundled too, and its own text must stay as it is.
      if (!/\bimport\.meta\b/.test(source)) return undefined
      const contents = source
        .replaceAll(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(args.path)))
        .replaceAll(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path))
      return { contents, loader: loaders[extname(args.path)] ?? 'default', resolveDir: dirname(args.path) }
    })
  },
}

// Pure-ESM libraries that many services import: bundled in, one file loads in a third of the CPU time of their
// hundreds (viem and zod: 0.14 s against 0.40 s). Anything with native code, WebAssembly or workers stays out.
const inlinedPackages = new Set([
  'viem',
  'ox',
  'abitype',
  'zod',
  '@noble/curves',
  '@noble/hashes',
  '@noble/ciphers',
  '@scure/base',
  '@scure/bip32',
  '@scure/bip39',
])

/**
 * The package a bare specifier names (`@scope/name/sub` → `@scope/name`).
 *
 * @param {string} specifier
 */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * The node_modules/<name> folder Node finds first from `fromDir`, or undefined.
 *
 * @param {string} fromDir
 * @param {string} name
 * @returns {string | undefined}
 */
function nodeModulesPackageDir(fromDir, name) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') {
      const candidate = join(dir, 'node_modules', name)
      if (existsSync(candidate)) return candidate
    }
    if (dirname(dir) === dir) return undefined
  }
}

/**
 * Workspace packages (@portico/*) and the inlined libraries are bundled; other packages from node_modules stay
 * imports that Node resolves at run time: by name when the bundle's folder finds the same copy (the root node_modules), by
 * path when the importer has a nested copy of its own (services/api/node_modules/fastify-plugin).
 *
 * @param {string} bundleDir
 * @param {Set<string>} externalManifests receives the package.json of every package left external
 * @returns {import('esbuild').Plugin}
 */
function packagesStayExternal(bundleDir, externalManifests) {
  return {
    name: 'portico-packages-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'portico-resolving') return undefined
        if (isBuiltin(args.path)) return { path: args.path, external: true }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'portico-resolving',
        })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        if (!resolved.path.split(sep).includes('node_modules')) return resolved // a workspace package's source
        const name = packageName(args.path)
        if (inlinedPackages.has(name)) return resolved
        const packageDir = nodeModulesPackageDir(args.resolveDir, name)
        const manifest = packageDir && join(packageDir, 'package.json')
        if (manifest && existsSync(manifest)) externalManifests.add(manifest)
        if (packageDir === nodeModulesPackageDir(bundleDir, name)) return { path: args.path, external: true }
        const path = args.kind === 'require-call' ? resolved.path : pathToFileURL(resolved.path).href
        return { path, external: true }
      })
    },
  }
}

/**
 * The package.json and tsconfig files that decide how `file` is compiled and resolved, up to the repository
 * root.
 *
 * @param {string} file
 * @returns {string[]}
 */
function configFilesOf(file) {
  /** @type {string[]} */
  const found = []
  for (let dir = dirname(file); dir.startsWith(`${repoRoot}${sep}`) || dir === repoRoot; dir = dirname(dir)) {
    for (const name of ['package.json', 'tsconfig.json', 'tsconfig.base.json']) {
      const path = join(dir, name)
      if (existsSync(path)) found.push(path)
    }
    if (dir === repoRoot) break
  }
  return found
}

/**
 * @param {string} path
 * @returns {BundleManifest | undefined}
 */
function readManifest(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * True when the manifest was made the way bundles are made now and every input still has the content it had.
 *
 * @param {BundleManifest} manifest
 * @param {string} bundleDir
 */
function isCurrent(manifest, bundleDir) {
  if (manifest.key !== bundleKey || !existsSync(join(bundleDir, manifest.bundle))) return false
  return Object.entries(manifest.inputs).every(([path, input]) => {
    const absolute = resolve(repoRoot, path)
    try {
      if (input.stat) {
        const { mtimeMs, size } = statSync(absolute)
        if (mtimeMs === input.stat[0] && size === input.stat[1]) return true
      }
      return hashFile(absolute) === input.hash
    } catch {
      return false // deleted or moved: bundle again
    }
  })
}

/**
 * How `path` is recorded in a manifest: our own files by content alone, installed ones with their stat too.
 *
 * @param {string} path
 * @returns {BundleInput}
 */
function recordInput(path) {
  if (!path.split(sep).includes('node_modules')) return { hash: hashFile(path) }
  const { mtimeMs, size } = statSync(path)
  return { hash: hashFile(path), stat: [mtimeMs, size] }
}

/**
 * Writes through a temporary file and a rename: a process starting at the same moment sees all or nothing.
 *
 * @param {string} path
 * @param {string | Uint8Array} contents
 */
function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(temporary, contents)
  renameSync(temporary, path)
}

/**
 * Deletes this entry's earlier bundles, so the folder holds one per entry.
 *
 * @param {string} bundleDir
 * @param {string} name
 * @param {string} kept
 */
function removeOlderBundles(bundleDir, name, kept) {
  const pattern = new RegExp(`^${name}-[0-9a-f]{16}\\.mjs(\\.map)?$`)
  for (const file of readdirSync(bundleDir)) {
    if (pattern.test(file) && !file.startsWith(kept)) rmSync(join(bundleDir, file), { force: true })
  }
}

/**
 * The TypeScript entry `entry` as one ESM file for plain `node`: reused while every file it was built from
 * (sources, their package.json and tsconfig files, the package.json of each package it imports) hashes the
 * same, else bundled anew with esbuild (a few hundred milliseconds).
 *
 * @param {{ entry: string, bundleDir?: string }} parameters `entry`: absolute path of the entry; `bundleDir`:
 *   where bundles are kept, default {@link defaultBundleDir}
 * @returns {Promise<ServiceBundle>}
 * @throws {ServiceBundleError} when esbuild cannot bundle the entry.
 * @example
 * const { path } = await bundleServiceEntry({ entry: '/repo/services/api/src/main.ts' })
 * spawn(process.execPath, ['--enable-source-maps', path])
 */
export async function bundleServiceEntry({ entry, bundleDir = defaultBundleDir }) {
  const name = relative(repoRoot, entry)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replaceAll(/[^A-Za-z0-9]+/g, '-')
  const manifestPath = join(bundleDir, `${name}.json`)
  const previous = readManifest(manifestPath)
  if (previous && isCurrent(previous, bundleDir)) {
    return { path: join(bundleDir, previous.bundle), source: 'cache' }
  }

  mkdirSync(bundleDir, { recursive: true })
  /** @type {Set<string>} */
  const externalManifests = new Set()
  let result
  try {
    result = await build({
      entryPoints: [entry],
      absWorkingDir: repoRoot,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      conditions,
      // Stack traces name the TypeScript files and lines; the sources stay where they are.
      sourcemap: 'linked',
      sourcesContent: false,
      outfile: join(bundleDir, `${name}.mjs`),
      logLevel: 'silent',
      plugins: [keepImportMetaOfSources, packagesStayExternal(bundleDir, externalManifests)],
    })
  } catch (error) {
    throw new ServiceBundleError(`Could not bundle ${entry}: ${/** @type {Error} */ (error).message}`, {
      cause: error,
    })
  }

  const sources = Object.keys(result.metafile.inputs).map((path) => resolve(repoRoot, path))
  const inputFiles = new Set([...sources, ...sources.flatMap(configFilesOf), ...externalManifests])
  const inputs = Object.fromEntries(
    [...inputFiles].sort().map((path) => [relative(repoRoot, path), recordInput(path)]),
  )
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))
  const map = result.outputFiles.find((file) => file.path.endsWith('.mjs.map'))
  if (!code || !map) throw new ServiceBundleError(`esbuild wrote no bundle for ${entry}`)
  // Named by content, so a process already running (or starting) an older bundle keeps its file.
  const digest = createHash('sha256').update(code.contents).digest('hex').slice(0, 16)
  const bundle = `${name}-${digest}.mjs`
  writeAtomically(join(bundleDir, `${bundle}.map`), map.contents)
  writeAtomically(
    join(bundleDir, bundle),
    code.text.replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${bundle}.map\n`),
  )
  /** @type {BundleManifest} */
  const manifest = { key: bundleKey, bundle, inputs }
  writeAtomically(manifestPath, JSON.stringify(manifest))
  removeOlderBundles(bundleDir, name, bundle)
  return { path: join(bundleDir, bundle), source: 'built' }
}
