import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bundleServiceEntry, ServiceBundleError } from './serviceBundle.mjs'
import { temporaryDirectories } from '@portico/api/testing/temporaryDirectories'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

/** A service's sources in a folder of their own, and a bundle folder beside them. */
function fixture(files: Record<string, string>) {
  const root = temporaryDirectory('portico-bundle-')
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return { root, bundleDir: join(root, 'bundles'), entry: join(root, 'src/main.ts') }
}

const run = (path: string) => execFileSync(process.execPath, [path], { encoding: 'utf8' }).trim()

describe('bundleServiceEntry', () => {
  it('bundles a TypeScript entry that plain node runs, each source keeping its own import.meta.url', async () => {
    const { root, bundleDir, entry } = fixture({
      'src/main.ts': "import { where } from './where.ts'\nconst n: number = 2\nconsole.log(n * 21, where)",
      'src/where.ts': 'export const where: string = new URL(".", import.meta.url).href',
    })
    const bundle = await bundleServiceEntry({ entry, bundleDir })
    expect(bundle.source).toBe('built')
    expect(run(bundle.path)).toBe(`42 ${pathToFileURL(join(root, 'src')).href}/`)
  })

  it('reuses the bundle while its sources are unchanged, and bundles again when one changes', async () => {
    const { root, bundleDir, entry } = fixture({
      'src/main.ts': "import { word } from './word.ts'\nconsole.log(word)",
      'src/word.ts': "export const word = 'old'",
    })
    const first = await bundleServiceEntry({ entry, bundleDir })
    expect(await bundleServiceEntry({ entry, bundleDir })).toEqual({ path: first.path, source: 'cache' })

    writeFileSync(join(root, 'src/word.ts'), "export const word = 'new'")
    const second = await bundleServiceEntry({ entry, bundleDir })
    expect(second.source).toBe('built')
    expect(run(second.path)).toBe('new')
    // One bundle per entry is kept.
    expect(readdirSync(bundleDir).filter((file) => file.endsWith('.mjs'))).toEqual([
      second.path.split('/').at(-1),
    ])
  })

  it('bundles again when an imported file is deleted', async () => {
    const { root, bundleDir, entry } = fixture({
      'src/main.ts': "import { word } from './word.ts'\nconsole.log(word)",
      'src/word.ts': "export const word = 'here'",
    })
    await bundleServiceEntry({ entry, bundleDir })
    writeFileSync(join(root, 'src/main.ts'), "console.log('alone')")
    const again = await bundleServiceEntry({ entry, bundleDir })
    expect(again.source).toBe('built')
    expect(run(again.path)).toBe('alone')
  })

  it('leaves packages from node_modules as imports, by path when the bundle folder would not find them', async () => {
    const { bundleDir, entry } = fixture({
      'src/main.ts': "import { answer } from 'nested-package'\nconsole.log(answer)",
      'src/node_modules/nested-package/package.json': JSON.stringify({
        name: 'nested-package',
        version: '1.0.0',
        type: 'module',
        exports: './index.js',
      }),
      'src/node_modules/nested-package/index.js': 'export const answer = 7',
    })
    const bundle = await bundleServiceEntry({ entry, bundleDir })
    expect(readFileSync(bundle.path, 'utf8')).toContain('nested-package/index.js')
    expect(readFileSync(bundle.path, 'utf8')).not.toContain('export const answer')
    expect(run(bundle.path)).toBe('7')
  })

  it('names the entry when esbuild cannot bundle it', async () => {
    const { bundleDir, entry } = fixture({ 'src/main.ts': 'const = 1' })
    await expect(bundleServiceEntry({ entry, bundleDir })).rejects.toThrow(ServiceBundleError)
    await expect(bundleServiceEntry({ entry, bundleDir })).rejects.toThrow(`Could not bundle ${entry}`)
  })
})
