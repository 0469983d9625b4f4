import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { charactersBySource, packageOfSource, type SourceMap } from './sourceMapBytes.ts'

/** What one package adds to a set of loaded files. */
export interface PackageCost {
  /** An npm package name, `(app)` for the app's own code, `(unmapped)` for bundler glue. */
  name: string
  /** Minified characters of its code in the files. */
  characters: number
  /** Its share of the files' gzip size: each file's gzip bytes split by the characters each package has in it. */
  gzip: number
}

/**
 * What each package costs in `files` (paths under `dist`, each with its `.map` beside it): its minified
 * characters and its share of the gzip bytes, largest first. Gzip is not additive, so the share is an
 * estimate; the shares add up to the files' real gzip total.
 *
 * @example
 * costByPackage('/tmp/…/vite-react19/dist', ['assets/index-Ab12.js'])
 * // [{ name: 'viem', characters: 180_000, gzip: 55_000 }, { name: '@portico/core', … }, …]
 */
export function costByPackage(dist: string, files: readonly string[]): PackageCost[] {
  const costs = new Map<string, PackageCost>()
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8')
    const gzip = gzipSync(code, { level: 9 }).length
    const mapPath = join(dist, `${file}.map`)
    const characters = existsSync(mapPath)
      ? charactersBySource(code, JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap)
      : new Map([[file.endsWith('.css') ? '(css)' : '(no source map)', code.length]])
    for (const [source, count] of characters) {
      const name = packageOfSource(source)
      const cost = costs.get(name) ?? { name, characters: 0, gzip: 0 }
      cost.characters += count
      cost.gzip += (gzip * count) / code.length
      costs.set(name, cost)
    }
  }
  return [...costs.values()].sort((a, b) => b.gzip - a.gzip)
}
