// The package.json that npm packs (docs/adr/0012-package-builds.md). In this repository each export's first
// condition, "@portico/source", points at src/*.ts so that tsc, vitest, the dev servers and the services run
// from source with no build step. Outside it only dist/ may show: `prepack` writes package.json without that
// condition (and without these two scripts, which need this repository), `postpack` puts the original back.
// Usage, from a package's directory: node <repo>/scripts/packages/publishManifest.mjs strip|restore
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The condition that only this repository's tools set (tsconfig customConditions, vite resolve.conditions). */
export const SOURCE_CONDITION = '@portico/source'
const manifest = 'package.json'
const saved = '.package.source.json'

/**
 * `exports` without the source condition, at any depth.
 *
 * @example
 * withoutSourceCondition({ '.': { '@portico/source': './src/index.ts', import: './dist/index.js' } })
 * // { '.': { import: './dist/index.js' } }
 * @param {unknown} value
 * @returns {unknown}
 */
export function withoutSourceCondition(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSourceCondition(inner)]),
  )
}

/**
 * The manifest as published: dist-only exports, no pack scripts that point into this repository.
 *
 * @example
 * publishedManifest(JSON.parse(readFileSync('package.json', 'utf8'))).exports // only dist paths
 * @param {{ exports?: unknown, scripts?: Record<string, string> } & Record<string, unknown>} pkg
 */
export function publishedManifest(pkg) {
  const { prepack: _prepack, postpack: _postpack, ...scripts } = pkg.scripts ?? {}
  const published = { ...pkg, exports: withoutSourceCondition(pkg.exports) }
  if (Object.keys(scripts).length > 0) published.scripts = scripts
  else delete published.scripts
  return published
}

/**
 * Whether `pkg` still has what only this repository needs (the source condition or the pack scripts).
 *
 * @param {{ exports?: unknown, scripts?: Record<string, string> }} pkg
 */
export function isRepositoryManifest(pkg) {
  return JSON.stringify(pkg.exports ?? {}).includes(`"${SOURCE_CONDITION}"`) || Boolean(pkg.scripts?.prepack)
}

/**
 * Puts the repository's package.json back in `dir` after a pack (postpack), if one was set aside.
 *
 * @example
 * restoreManifest('packages/core')
 * @param {string} dir
 */
export function restoreManifest(dir) {
  const original = join(dir, saved)
  if (existsSync(original)) renameSync(original, join(dir, manifest))
}

/**
 * Writes the published package.json in `dir` and sets the repository's aside (prepack). The original is only
 * ever set aside once and never taken from an already stripped file, so a pack that died before its postpack,
 * or two packs of the same package at once, cannot lose it: the next restore brings it back.
 *
 * @example
 * stripManifest('packages/core')
 * @param {string} dir
 */
export function stripManifest(dir) {
  const original = join(dir, saved)
  const text = existsSync(original)
    ? readFileSync(original, 'utf8')
    : readFileSync(join(dir, manifest), 'utf8')
  const pkg = JSON.parse(text)
  if (!isRepositoryManifest(pkg)) return // already the published one; its original is wherever it was set aside
  if (!existsSync(original)) {
    try {
      writeFileSync(original, text, { flag: 'wx' })
    } catch {
      // another pack of this package set it aside a moment ago: same content
    }
  }
  writeFileSync(join(dir, manifest), `${JSON.stringify(publishedManifest(pkg), null, 2)}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2]
  if (command === 'strip') stripManifest(process.cwd())
  else if (command === 'restore') restoreManifest(process.cwd())
  else {
    console.error(`usage: publishManifest.mjs strip|restore (got ${command ?? 'nothing'})`)
    process.exit(2)
  }
}
