// The package.json that npm packs (docs/adr/0012-package-builds.md). In this repository each export's first
// condition, "@portico/source", points at src/*.ts so that tsc, vitest, the dev servers and the services run
// from source with no build step. Outside it only dist/ may show: `prepack` writes package.json without that
// condition (and without these two scripts, which need this repository), `postpack` puts the original back.
// Usage, from a package's directory: node <repo>/scripts/packages/publishManifest.mjs strip|restore
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'

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

function restore() {
  if (existsSync(saved)) renameSync(saved, manifest)
}

function strip() {
  restore() // a pack that died between the two steps left the original aside
  const text = readFileSync(manifest, 'utf8')
  writeFileSync(saved, text)
  writeFileSync(manifest, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2]
  if (command === 'strip') strip()
  else if (command === 'restore') restore()
  else {
    console.error(`usage: publishManifest.mjs strip|restore (got ${command ?? 'nothing'})`)
    process.exit(2)
  }
}
