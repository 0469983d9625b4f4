/// <reference types="node" />
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type UserConfig } from 'tsdown'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// What a browser loads first from @portico/appkit, read from the package's real build (its tsdown.config.ts,
// into a temporary directory): the bundler entry dist/index.js and the CDN file dist/cdn/portico.js. Tree-shaking
// and chunking decide what loads with a module, so the check is on the output, not on a list of imports.

interface Chunk {
  fileName: string
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  moduleIds: string[]
  code: string
}

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const out = mkdtempSync(join(tmpdir(), 'portico-appkit-build-'))
/** Output chunks by entry name (`index`, `portico`), each keyed by file name. */
const outputs = new Map<string, Map<string, Chunk>>()

const isReact = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
const sourceOf = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))

/** The chunks of `chunks` that `fileName` needs before it runs: itself and its static imports, recursively. */
function staticClosure(chunks: Map<string, Chunk>, fileName: string, seen = new Set<string>()): Chunk[] {
  const chunk = chunks.get(fileName)
  if (!chunk || seen.has(fileName)) return []
  seen.add(fileName)
  return [chunk, ...chunk.imports.flatMap((imported) => staticClosure(chunks, imported, seen))]
}

function firstLoad(entry: string): Chunk[] {
  const chunks = outputs.get(entry)!
  return staticClosure(chunks, [...chunks.values()].find((chunk) => chunk.isEntry)!.fileName)
}

beforeAll(async () => {
  // Loaded at run time: the build config lives outside src/, which tsc's project for this package covers.
  const configFile = fileURLToPath(new URL('../tsdown.config.ts', import.meta.url))
  const { default: configs } = (await import(configFile)) as { default: UserConfig | UserConfig[] }
  for (const config of [configs].flat()) {
    const bundles = await build({
      ...config,
      config: false,
      cwd: packageDir,
      outDir: join(out, String(config.outDir)),
      dts: false,
      sourcemap: false,
      logLevel: 'silent',
    })
    const chunks = new Map<string, Chunk>()
    for (const bundle of bundles)
      for (const chunk of bundle.chunks)
        if (chunk.type === 'chunk') chunks.set(chunk.fileName, chunk as Chunk)
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!
    outputs.set(entry.fileName.replace(/\.js$/, ''), chunks)
  }
}, 120_000)

afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('@portico/appkit first load', () => {
  it('builds the bundler entry and the CDN file', () => {
    expect([...outputs.keys()].sort()).toEqual(['index', 'portico'])
  })

  it.each(['index', 'portico'])('%s.js loads no React until a button or the modal needs it', (entry) => {
    const modules = firstLoad(entry).flatMap((chunk) => chunk.moduleIds)
    expect(modules.filter(isReact)).toEqual([])
    expect(modules).toContain(sourceOf('packages/react/src/elements/defineButtonElement.ts'))
    expect(modules).not.toContain(sourceOf('packages/react/src/elements/buttonRenderer.tsx'))
  })

  it.each(['index', 'portico'])(
    '%s.js bundles React into the lazy button renderer and modal chunks',
    (entry) => {
      const chunks = outputs.get(entry)!
      for (const lazyModule of [
        'packages/react/src/elements/buttonRenderer.tsx',
        'packages/react/src/modal/mountModal.tsx',
      ]) {
        const lazy = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(sourceOf(lazyModule)))
        expect(lazy, lazyModule).toBeDefined()
        const loaded = staticClosure(chunks, lazy!.fileName).flatMap((chunk) => chunk.moduleIds)
        expect(loaded.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id))).toBe(true)
      }
    },
  )

  it('leaves no bare import in the CDN file and its chunks, so a plain page can import it', () => {
    const chunks = outputs.get('portico')!
    for (const chunk of chunks.values())
      for (const imported of [...chunk.imports, ...chunk.dynamicImports])
        expect(chunks.has(imported), imported).toBe(true)
    const files = firstLoad('portico')
    const gzip = gzipSync(Buffer.concat(files.map((chunk) => Buffer.from(chunk.code)))).length
    console.info(
      `@portico/appkit CDN first load: ${(gzip / 1024).toFixed(1)} KB gzip (${files.length} files)`,
    )
  })
})
