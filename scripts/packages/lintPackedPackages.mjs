// `npm test`'s package checks (issue 15): pack every published package as `npm publish` would (prepack strips
// the repo-only export condition) and check each tarball — what a host app downloads — with publint (strict:
// warnings fail too) and arethetypeswrong (the engine of @arethetypeswrong/cli) with the CLI's esm-only profile:
// the packages are ESM only, so node10 and CommonJS require() resolutions are not held against them
// (docs/adr/0012-package-builds.md). Both run in this process, so TypeScript loads once for all packages.
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, posix } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { parseSync } from 'vite'
import { restoreManifest } from './publishManifest.mjs'
import { publishedPackages, repoRoot } from './publishedPackages.mjs'

/** attw's `--profile esm-only`: resolutions an ESM-only package does not serve. */
export const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs']

/** @typedef {{ name: string, filename: string, size: number, unpackedSize: number, entryCount: number }} PackedTarball */
/** @typedef {{ name: string, tarball: PackedTarball | undefined, problems: string[] }} PackageCheck */

/**
 * Subpaths that are not JavaScript (the stylesheet), for which there are no types to check.
 *
 * @example
 * nonScriptEntrypoints({ '.': {…}, './styles.css': './dist/styles.css' }) // ['./styles.css']
 * @param {Record<string, unknown> | undefined} exportsField
 */
export function nonScriptEntrypoints(exportsField) {
  return Object.keys(exportsField ?? {}).filter((subpath) => /\.(css|json)$/.test(subpath))
}

/**
 * Packs the given package directories into `packDir` with one `npm pack`; the tarballs npm describes.
 *
 * @param {string[]} dirs
 * @param {string} packDir
 * @returns {PackedTarball[]}
 */
function pack(dirs, packDir) {
  rmSync(packDir, { recursive: true, force: true })
  mkdirSync(packDir, { recursive: true })
  const args = ['pack', '--json', '--pack-destination', packDir, ...dirs.flatMap((dir) => ['-w', dir])]
  console.log(`[packages] npm ${args.join(' ')}`)
  const packed = spawnSync('npm', args, {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // npm skips postpack when a pack fails: put every repository package.json back regardless.
  for (const dir of dirs) restoreManifest(join(repoRoot, dir))
  // Lifecycle scripts print before the JSON array.
  const start = packed.stdout.search(/^\[/m)
  try {
    return JSON.parse(packed.stdout.slice(Math.max(0, start)))
  } catch {
    console.error(
      `[packages] npm pack failed:\n${packed.stdout.slice(-2_000)}\n${packed.stderr.slice(-2_000)}`,
    )
    return []
  }
}

/**
 * publint's messages about a tarball (suggestions included: --strict makes warnings errors, and a clean
 * package has none of either).
 *
 * @param {Uint8Array} data
 */
async function publintProblems(data) {
  const { messages, pkg } = await publint({ pack: { tarball: data.slice().buffer }, strict: true })
  return messages.map(
    (message) => `publint ${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`,
  )
}

/**
 * The modules a JavaScript file imports (static imports, re-exports and import() with a string), read from its
 * syntax tree, so imports shown in comments or strings do not count.
 *
 * @example
 * importSpecifiers('a.js', 'import "./b.js"; import("./c.js")') // ['./b.js', './c.js']
 * @param {string} path
 * @param {string} code
 */
export function importSpecifiers(path, code) {
  const { module } = parseSync(path, code)
  /** @type {string[]} */
  const specifiers = module.staticImports.map((entry) => entry.moduleRequest.value)
  for (const entry of module.staticExports)
    for (const { moduleRequest } of entry.entries) if (moduleRequest) specifiers.push(moduleRequest.value)
  for (const { moduleRequest } of module.dynamicImports) {
    const literal = /^(["'`])(.*)\1$/s.exec(code.slice(moduleRequest.start, moduleRequest.end))
    if (literal?.[2] !== undefined) specifiers.push(literal[2])
  }
  return specifiers
}

/**
 * What would break a consumer's bundler or a browser in the tarball's JavaScript: a CSS import or a
 * `?query` import (Vite syntax; dist must carry CSS as strings), or a relative import of a file that is not in
 * the package (a lazy chunk left out).
 *
 * @example
 * distProblems(pkg) // ['dist/modal/mountModal.js imports ../styles/modal.css (bundler-specific)']
 * @param {import('@arethetypeswrong/core').Package} pkg
 */
export function distProblems(pkg) {
  const root = `/node_modules/${pkg.packageName}/`
  /** @type {string[]} */
  const problems = []
  for (const file of pkg.listFiles().filter((path) => path.endsWith('.js'))) {
    for (const specifier of importSpecifiers(file, pkg.readFile(file))) {
      const where = file.slice(root.length)
      if (/\.(css|scss|less)$|\?/.test(specifier))
        problems.push(`${where} imports ${specifier} (bundler-specific)`)
      else if (specifier.startsWith('.') && !pkg.fileExists(posix.join(posix.dirname(file), specifier)))
        problems.push(`${where} imports ${specifier}, which is not in the package`)
    }
  }
  return problems
}

/**
 * arethetypeswrong's problems with a tarball outside the ignored resolutions.
 *
 * @param {Uint8Array} data
 * @param {string[]} excludeEntrypoints
 */
async function attwProblems(data, excludeEntrypoints) {
  const pkg = createPackageFromTarballData(data)
  const analysis = await checkPackage(pkg, { excludeEntrypoints })
  if (!analysis.types) return ['attw: the package ships no types']
  const typeProblems = analysis.problems
    .filter(
      (problem) => !('resolutionKind' in problem) || !IGNORED_RESOLUTIONS.includes(problem.resolutionKind),
    )
    .map((problem) => {
      const where = 'entrypoint' in problem ? ` (${problem.entrypoint}, ${problem.resolutionKind})` : ''
      return `attw ${problem.kind}${where}`
    })
  return [...typeProblems, ...distProblems(pkg)]
}

/**
 * What publint and arethetypeswrong find wrong with one tarball; empty when it passes.
 *
 * @example
 * await lintTarball(new Uint8Array(readFileSync('portico-core-0.1.0.tgz')), []) // []
 * @param {Uint8Array} data the .tgz
 * @param {string[]} excludeEntrypoints subpaths without types (see {@link nonScriptEntrypoints})
 */
export async function lintTarball(data, excludeEntrypoints) {
  return [...(await publintProblems(data)), ...(await attwProblems(data, excludeEntrypoints))]
}

/**
 * Packs every published package into `packDir` and checks each tarball; one result per package, with the
 * problems found (none when it passes).
 *
 * @example
 * for (const check of await lintPackedPackages('/tmp/packed')) console.log(check.name, check.problems)
 * @param {string} packDir
 * @returns {Promise<PackageCheck[]>}
 */
export async function lintPackedPackages(packDir) {
  const packages = publishedPackages()
  const tarballs = pack(
    packages.map(({ dir }) => dir),
    packDir,
  )
  /** @type {PackageCheck[]} */
  const checks = []
  for (const { name, manifest } of packages) {
    const tarball = tarballs.find((packed) => packed.name === name)
    if (!tarball) {
      checks.push({ name, tarball, problems: ['npm pack made no tarball'] })
      continue
    }
    const data = new Uint8Array(readFileSync(join(packDir, tarball.filename)))
    checks.push({ name, tarball, problems: await lintTarball(data, nonScriptEntrypoints(manifest.exports)) })
  }
  return checks
}

/**
 * One line about a checked package: its packed size and whether publint, attw and the dist checks passed.
 *
 * @example
 * describeCheck(check) // '@portico/core 0.1.0: 203.4 KiB packed (18 files), publint, attw and the dist checks pass'
 * @param {PackageCheck} check
 */
export function describeCheck({ name, tarball, problems }) {
  const size = tarball
    ? `${(tarball.size / 1024).toFixed(1)} KiB packed (${tarball.entryCount} files)`
    : 'not packed'
  return `${name}: ${size}, ${problems.length === 0 ? 'publint, attw and the dist checks pass' : problems.join('; ')}`
}

// `node scripts/packages/lintPackedPackages.mjs [dir]` runs the checks alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const checks = await lintPackedPackages(
    process.argv[2] ?? join(repoRoot, 'node_modules/.cache/portico-packed'),
  )
  for (const check of checks) console.log(describeCheck(check))
  process.exit(checks.every((check) => check.problems.length === 0) ? 0 : 1)
}
