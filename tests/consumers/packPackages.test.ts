import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packPackages, parseNpmPackOutput, publishableWorkspaces } from './packPackages.ts'

/** A two-workspace repository on disk: one published package, one private app. */
function writeRepo(root: string) {
  const write = (path: string, json: object) => writeFileSync(join(root, path), JSON.stringify(json))
  write('package.json', { name: 'root', private: true, workspaces: ['packages/lib', 'apps/site'] })
  mkdirSync(join(root, 'packages/lib'), { recursive: true })
  mkdirSync(join(root, 'apps/site'), { recursive: true })
  write('packages/lib/package.json', { name: '@scope/lib', version: '1.2.3', files: ['index.js'] })
  writeFileSync(join(root, 'packages/lib/index.js'), 'export const answer = 42\n')
  write('apps/site/package.json', { name: 'site', version: '0.0.0', private: true })
}

describe('packPackages', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pack-packages-'))
    writeRepo(root)
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('lists only the workspaces that are not private', () => {
    expect(publishableWorkspaces(root)).toEqual([{ name: '@scope/lib', dir: join(root, 'packages/lib') }])
  })

  it('packs them with npm and reports each tarball and its sizes', async () => {
    const destination = join(root, 'tarballs')
    mkdirSync(destination)
    const [packed, ...rest] = await packPackages(root, destination)
    expect(rest).toEqual([])
    expect(packed).toMatchObject({
      name: '@scope/lib',
      version: '1.2.3',
      tarball: join(destination, 'scope-lib-1.2.3.tgz'),
      entryCount: 2,
    })
    expect(packed!.size).toBeGreaterThan(0)
    expect(packed!.unpackedSize).toBeGreaterThan(packed!.size / 10)
  }, 60_000)

  it('finds the JSON after what a prepack script printed, and says when there is none', () => {
    expect(parseNpmPackOutput('> prepack\nbuilt [2 files]\n[\n  {"name": "a"}\n]\n')).toEqual([{ name: 'a' }])
    expect(() => parseNpmPackOutput('nothing')).toThrow(/no JSON/)
  })
})
