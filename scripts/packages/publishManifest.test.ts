import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  isRepositoryManifest,
  publishedManifest,
  restoreManifest,
  stripManifest,
  withoutSourceCondition,
} from './publishManifest.mjs'

const script = fileURLToPath(new URL('./publishManifest.mjs', import.meta.url))

const repoManifest = {
  name: '@portico/example',
  version: '0.1.0',
  exports: {
    '.': { '@portico/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
    './styles.css': { '@portico/source': './src/styles/index.css', default: './dist/styles.css' },
    './package.json': './package.json',
  },
  scripts: { build: 'tsdown', prepack: 'node strip', postpack: 'node restore' },
}

describe('the published package.json', () => {
  it('keeps every export but the source condition, types still first', () => {
    expect(withoutSourceCondition(repoManifest.exports)).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './styles.css': { default: './dist/styles.css' },
      './package.json': './package.json',
    })
    expect(Object.keys((publishedManifest(repoManifest).exports as Record<string, object>)['.']!)).toEqual([
      'types',
      'import',
    ])
  })

  it('tells the repository manifest from the published one', () => {
    expect(isRepositoryManifest(repoManifest)).toBe(true)
    expect(isRepositoryManifest(publishedManifest(repoManifest))).toBe(false)
  })

  it('drops the pack scripts, which point into this repository, and keeps the others', () => {
    expect(publishedManifest(repoManifest).scripts).toEqual({ build: 'tsdown' })
    const { scripts: _scripts, ...withoutBuild } = repoManifest
    expect(publishedManifest({ ...withoutBuild, scripts: { prepack: 'x' } })).not.toHaveProperty('scripts')
  })

  describe('strip and restore in a package directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-manifest-'))
    const original = `${JSON.stringify(repoManifest, null, 2)}\n`
    writeFileSync(join(dir, 'package.json'), original)
    const run = (command: string) => execFileSync(process.execPath, [script, command], { cwd: dir })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('strip writes the published manifest and restore puts the original back', () => {
      run('strip')
      const stripped = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      expect(JSON.stringify(stripped)).not.toContain('@portico/source')
      expect(JSON.stringify(stripped)).not.toContain('src/')
      run('restore')
      expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(original)
      expect(existsSync(join(dir, '.package.source.json'))).toBe(false)
    })

    it('a strip after a pack that died first restores the original, so nothing is lost', () => {
      run('strip')
      run('strip') // the postpack that should have run in between never did
      run('restore')
      expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(original)
    })

    it('two packs of one package at once never set the stripped file aside as the original', () => {
      stripManifest(dir)
      rmSync(join(dir, '.package.source.json')) // the other pack's view: already stripped, nothing set aside yet
      stripManifest(dir)
      expect(existsSync(join(dir, '.package.source.json'))).toBe(false)
      writeFileSync(join(dir, 'package.json'), original)
    })

    it('restore without a pack leaves the package.json alone', () => {
      restoreManifest(dir)
      expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(original)
    })
  })
})
