import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildFrameBundle } from './buildFrameBundle.ts'
import { readCachedFrameScript, writeCachedFrameScript } from './frameScriptCache.ts'
import { temporaryDirectories } from '@portico/api/testing/temporaryDirectories'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

// A frame that imports a sibling module and a package from a node_modules folder above it, so that each kind of
// input (source, package source, package.json, folder listing) can be changed on its own.
let root: string
let frameDir: string
let cacheDir: string

function write(path: string, text: string) {
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, text)
}

// Files written in the millisecond a build starts count as changed during it (and are not cached): wait past it.
const pastThisMillisecond = () => new Promise((resolve) => setTimeout(resolve, 20))

async function bundleWithCache() {
  await pastThisMillisecond()
  const bundle = await buildFrameBundle(frameDir, { cacheDir })
  if (bundle.kind !== 'ready') throw new Error('the test frame should bundle')
  return bundle.js.body
}

beforeEach(() => {
  root = temporaryDirectory('portico-frame-cache-')
  frameDir = join(root, 'app', 'frame')
  cacheDir = join(root, 'cache')
  write(
    join(frameDir, 'main.tsx'),
    "import { label } from './label'\nimport { greet } from 'greeting'\ndocument.title = greet(label)\n",
  )
  write(join(frameDir, 'label.ts'), "export const label = 'first label'\n")
  write(
    join(root, 'node_modules', 'greeting', 'package.json'),
    '{ "name": "greeting", "main": "hello.js" }\n',
  )
  write(
    join(root, 'node_modules', 'greeting', 'hello.js'),
    "export const greet = (name) => 'hello ' + name\n",
  )
  write(
    join(root, 'node_modules', 'greeting', 'howdy.js'),
    "export const greet = (name) => 'howdy ' + name\n",
  )
})

describe('the frame script cache', () => {
  it('reuses the script while every input is unchanged', async () => {
    const first = await bundleWithCache()
    expect(first).toContain('first label')
    expect(readCachedFrameScript({ frameDir, cacheDir })).toBe(first)
    expect(await bundleWithCache()).toBe(first)
  })

  it('bundles again when a frame source changes', async () => {
    await bundleWithCache()
    write(join(frameDir, 'label.ts'), "export const label = 'second label'\n")
    expect(readCachedFrameScript({ frameDir, cacheDir })).toBeUndefined()
    expect(await bundleWithCache()).toContain('second label')
  })

  it('bundles again when a package source changes', async () => {
    await bundleWithCache()
    write(join(root, 'node_modules', 'greeting', 'hello.js'), "export const greet = (name) => 'hi ' + name\n")
    expect(readCachedFrameScript({ frameDir, cacheDir })).toBeUndefined()
    expect(await bundleWithCache()).toContain('hi ')
  })

  it('bundles again when a package.json changes which file a package resolves to', async () => {
    await bundleWithCache()
    write(
      join(root, 'node_modules', 'greeting', 'package.json'),
      '{ "name": "greeting", "main": "howdy.js" }\n',
    )
    expect(readCachedFrameScript({ frameDir, cacheDir })).toBeUndefined()
    expect(await bundleWithCache()).toContain('howdy ')
  })

  it('bundles again when a new file would be resolved first (label.tsx beside label.ts)', async () => {
    await bundleWithCache()
    write(join(frameDir, 'label.tsx'), "export const label = 'shadowing label'\n")
    expect(readCachedFrameScript({ frameDir, cacheDir })).toBeUndefined()
    expect(await bundleWithCache()).toContain('shadowing label')
  })

  it('bundles again when a nearer copy of a package appears', async () => {
    await bundleWithCache()
    write(
      join(root, 'app', 'node_modules', 'greeting', 'package.json'),
      '{ "name": "greeting", "main": "index.js" }\n',
    )
    write(
      join(root, 'app', 'node_modules', 'greeting', 'index.js'),
      "export const greet = (name) => 'hey ' + name\n",
    )
    expect(readCachedFrameScript({ frameDir, cacheDir })).toBeUndefined()
    expect(await bundleWithCache()).toContain('hey ')
  })

  it('keeps nothing when an input changed while it was bundled', async () => {
    const startedAt = Date.now()
    const result = await build({
      entryPoints: [join(frameDir, 'main.tsx')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      absWorkingDir: root,
      logLevel: 'silent',
    })
    write(join(frameDir, 'label.ts'), "export const label = 'edited during the build'\n")
    const kept = writeCachedFrameScript({
      frameDir,
      cacheDir,
      script: result.outputFiles[0]!.text,
      metafile: result.metafile,
      workingDir: root,
      startedAt,
    })
    expect(kept).toBe(false)
    expect(readCachedFrameScript({ frameDir, cacheDir })).toBeUndefined()
  })
})
