import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * The source modules a page loads up front in an earlier code-split build in `dir` (manifest and source maps):
 * the entry chunk and every chunk it statically imports. `undefined` when there is no such build.
 *
 * @example
 * hostPageModules('packages/react/.size-first') // Set { '/…/packages/core/src/client/createAppKitCore.ts', … }
 */
export function hostPageModules(dir: string, entry = 'src/index.ts'): Set<string> | undefined {
  const manifestPath = join(dir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) return undefined
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(entry)
  const modules = new Set<string>()
  for (const file of files) {
    const mapPath = join(dir, `${file}.map`)
    if (!existsSync(mapPath)) return undefined
    const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] }
    for (const source of sources) modules.add(resolve(dirname(mapPath), source))
  }
  return modules
}
