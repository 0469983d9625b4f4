// The packages a host app installs, read from the workspaces: every one that is not private. Used by
// `npm run build` (buildPackages.mjs) and by `npm test`'s publint and attw checks.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** @typedef {{ name: string, dir: string, manifest: Record<string, any> }} PublishedPackage */

/**
 * The published workspaces in dependency order: each package comes after every @portico/* package it
 * depends on (dependencies and devDependencies), so a build that reads another's dist finds it built.
 *
 * @example
 * publishedPackages().map((pkg) => pkg.name) // ['@portico/common', '@portico/frame-protocol', …]
 * @returns {PublishedPackage[]}
 */
export function publishedPackages() {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))
  /** @type {Map<string, PublishedPackage>} */
  const byName = new Map()
  for (const dir of /** @type {string[]} */ (root.workspaces)) {
    const manifest = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'))
    if (!manifest.private) byName.set(manifest.name, { name: manifest.name, dir, manifest })
  }
  /** @type {PublishedPackage[]} */
  const ordered = []
  /** @type {Set<string>} */
  const visiting = new Set()
  /** @param {PublishedPackage} pkg */
  const visit = (pkg) => {
    if (ordered.includes(pkg)) return
    if (visiting.has(pkg.name)) throw new Error(`dependency cycle through ${pkg.name}`)
    visiting.add(pkg.name)
    const { dependencies = {}, devDependencies = {} } = pkg.manifest
    for (const name of Object.keys({ ...dependencies, ...devDependencies }).sort()) {
      const dependency = byName.get(name)
      if (dependency) visit(dependency)
    }
    visiting.delete(pkg.name)
    ordered.push(pkg)
  }
  for (const pkg of byName.values()) visit(pkg)
  return ordered
}
