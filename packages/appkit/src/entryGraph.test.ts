import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, defaultClientConditions, type Rollup } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

// What a browser loads first from the framework-free entry, measured on a real code-split build of it (as a
// bundler or the CDN file splits it), not on a list of imports: tree-shaking decides what stays.
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const entry = fileURLToPath(new URL('./index.ts', import.meta.url))
const isReact = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)

let chunks: Map<string, Rollup.OutputChunk>

/** The chunks `fileName` needs before it runs: itself and its static imports, recursively. */
function staticClosure(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen
  seen.add(fileName)
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(imported, seen)
  return seen
}

const chunkWith = (module: string) => [...chunks.values()].find((chunk) => chunk.moduleIds.includes(module))

beforeAll(async () => {
  const result = await build({
    configFile: false,
    root: packageDir,
    logLevel: 'silent',
    // Workspace packages from their sources, as everywhere in the monorepo.
    resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      rollupOptions: { input: entry, preserveEntrySignatures: 'strict' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  chunks = new Map()
  for (const { output } of outputs)
    for (const item of output) if (item.type === 'chunk') chunks.set(item.fileName, item)
}, 120_000)

describe('@portico/appkit first load', () => {
  it('loads no React until a button or the modal needs it', () => {
    const entryChunk = [...chunks.values()].find((chunk) => chunk.isEntry)!
    const firstLoad = [...staticClosure(entryChunk.fileName)].map((file) => chunks.get(file)!)
    const modules = firstLoad.flatMap((chunk) => chunk.moduleIds)
    expect(modules.filter(isReact)).toEqual([])
    expect(modules.some((id) => id.includes('/packages/core/src/client/createAppKitCore.ts'))).toBe(true)
    expect(modules.some((id) => id.includes('/packages/react/src/elements/defineButtonElement.ts'))).toBe(
      true,
    )

    const gzip = firstLoad.reduce((total, chunk) => total + gzipSync(chunk.code).length, 0)
    console.info(
      `@portico/appkit first load: ${(gzip / 1024).toFixed(1)} KB gzip in ${firstLoad.length} chunks`,
    )
  })

  it('bundles React into the lazily loaded button renderer and modal chunks', () => {
    const entryChunk = [...chunks.values()].find((chunk) => chunk.isEntry)!
    const firstLoad = staticClosure(entryChunk.fileName)
    const renderer = chunkWith(
      fileURLToPath(new URL('../../react/src/elements/buttonRenderer.tsx', import.meta.url)),
    )
    const modal = chunkWith(fileURLToPath(new URL('../../react/src/modal/mountModal.tsx', import.meta.url)))
    for (const lazy of [renderer, modal]) {
      expect(lazy).toBeDefined()
      expect(firstLoad.has(lazy!.fileName)).toBe(false)
      const loaded = [...staticClosure(lazy!.fileName)].flatMap((file) => chunks.get(file)!.moduleIds)
      expect(loaded.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id))).toBe(true)
    }
  })
})
