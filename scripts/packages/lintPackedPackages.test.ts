// The package checks must catch what a host app would trip on; each case packs a small package with npm.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { describeCheck, importSpecifiers, lintTarball, nonScriptEntrypoints } from './lintPackedPackages.mjs'

const root = mkdtempSync(join(tmpdir(), 'portico-lint-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Packs a package made of `manifest` and `files` and returns the tarball's bytes. */
function packed(name: string, exportsField: unknown, files: Record<string, string>): Uint8Array {
  const dir = join(root, name)
  mkdirSync(join(dir, 'dist'), { recursive: true })
  const manifest = {
    name,
    version: '1.0.0',
    license: 'MIT',
    type: 'module',
    exports: exportsField,
    files: ['dist'],
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text)
  const filename = execFileSync('npm', ['pack', '--silent'], { cwd: dir, encoding: 'utf8' }).trim()
  return new Uint8Array(readFileSync(join(dir, filename)))
}

const js = { 'dist/index.js': 'export const a = 1\n' }
const types = { 'dist/index.d.ts': 'export declare const a: number\n' }

describe('lintTarball', () => {
  it('passes an ESM-only package with types first', async () => {
    const data = packed(
      'good',
      { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      { ...js, ...types },
    )
    expect(await lintTarball(data, [])).toEqual([])
  })

  it('fails types listed after import (publint)', async () => {
    const data = packed(
      'late-types',
      { '.': { import: './dist/index.js', types: './dist/index.d.ts' } },
      {
        ...js,
        ...types,
      },
    )
    expect((await lintTarball(data, [])).join('\n')).toMatch(/publint error: .*types should be the first/)
  })

  it('fails an export whose types are missing (attw)', async () => {
    const data = packed(
      'no-types',
      { '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './extra': './dist/extra.js' },
      {
        ...js,
        ...types,
        'dist/extra.js': 'export const b = 2\n',
      },
    )
    expect((await lintTarball(data, [])).join('\n')).toMatch(
      /attw UntypedResolution \(\.\/extra, (node16-esm|bundler)\)/,
    )
  })

  it('fails an export pointing at a file that is not in the package', async () => {
    const data = packed(
      'missing',
      { '.': { types: './dist/index.d.ts', import: './dist/gone.js' } },
      { ...js, ...types },
    )
    expect(await lintTarball(data, [])).not.toEqual([])
  })
})

describe('what dist must not import', () => {
  const exportsField = { '.': { types: './dist/index.d.ts', import: './dist/index.js' } }

  it('fails a CSS import or a Vite query import left in dist', async () => {
    const data = packed('css-import', exportsField, {
      ...types,
      'dist/index.js':
        "import './styles.css'\nimport sheet from './sheet.css?inline'\nexport const a = sheet\n",
    })
    const problems = (await lintTarball(data, [])).join('\n')
    expect(problems).toContain('dist/index.js imports ./styles.css (bundler-specific)')
    expect(problems).toContain('dist/index.js imports ./sheet.css?inline (bundler-specific)')
  })

  it('fails a lazy chunk that is not in the package', async () => {
    const data = packed('lost-chunk', exportsField, {
      ...types,
      'dist/index.js': "export const a = 1\nexport const load = () => import('./modal.js')\n",
    })
    expect(await lintTarball(data, [])).toEqual([
      'dist/index.js imports ./modal.js, which is not in the package',
    ])
  })

  it('reads imports from the syntax, not from comments or strings', () => {
    const code =
      "/* import x from './gone.css' */\nconst hint = \"import('./MyComponent')\"\nexport * from './b.js'\nimport('./c.js')\n"
    expect(importSpecifiers('a.js', code)).toEqual(['./b.js', './c.js'])
  })
})

describe('nonScriptEntrypoints', () => {
  it('names the stylesheet and package.json subpaths, which have no types', () => {
    expect(
      nonScriptEntrypoints({ '.': {}, './networks': {}, './styles.css': '', './package.json': '' }),
    ).toEqual(['./styles.css', './package.json'])
    expect(nonScriptEntrypoints(undefined)).toEqual([])
  })
})

describe('describeCheck', () => {
  it('says the packed size and what failed', () => {
    const tarball = { name: '@portico/x', filename: 'x.tgz', size: 2048, unpackedSize: 4096, entryCount: 3 }
    expect(describeCheck({ name: '@portico/x', tarball, problems: [] })).toBe(
      '@portico/x: 2.0 KiB packed (3 files), publint, attw and the dist checks pass',
    )
    expect(
      describeCheck({ name: '@portico/x', tarball: undefined, problems: ['npm pack made no tarball'] }),
    ).toBe('@portico/x: not packed, npm pack made no tarball')
  })
})
