// docs/spec-coverage.md is only worth reading if what it cites is there: every test file it names must exist,
// and every view of the spec's §2 must name the browser test that drives it, by a test title the file holds.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { citedTestFiles, resolveCitedFile, specViews, viewBrowserTests } from './specCoverage.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const coverage = readFileSync(join(root, 'docs/spec-coverage.md'), 'utf8')
const spec = readFileSync(join(root, 'docs/spec.md'), 'utf8')

describe('docs/spec-coverage.md', () => {
  it('cites only test files that exist', () => {
    const files = citedTestFiles(coverage)
    expect(files.length).toBeGreaterThan(50)
    const missing = files.filter((file) => !existsSync(join(root, resolveCitedFile(file))))
    expect(missing).toEqual([])
  })

  it('names a browser test for every view, view group and Account tab of §2, by a title its spec file holds', () => {
    const views = specViews(spec)
    expect(views).toContain('Connect')
    expect(views).toContain('onramp')
    expect(views).toContain('Activity')
    const rows = viewBrowserTests(coverage)
    expect(views.filter((view) => !rows.has(view))).toEqual([])
    const unfound: string[] = []
    for (const [view, citations] of rows) {
      expect(citations.length, view).toBeGreaterThan(0)
      for (const { file, title } of citations) {
        expect(file, view).toMatch(/^tests\/(e2e|consumers)\/.+\.spec\.ts$/)
        const path = join(root, file)
        if (!existsSync(path) || !readFileSync(path, 'utf8').includes(title))
          unfound.push(`${view}: ${file} › ${title}`)
      }
    }
    expect(unfound).toEqual([])
  })
})

describe('the parsers this check uses', () => {
  it('read cited files, resolving core, common and repository paths', () => {
    expect(
      citedTestFiles(
        '`modal/openModal.test.ts` › x; `common/a/b.test.ts`; `tests/e2e/y.spec.ts`; `adapters: []`',
      ),
    ).toEqual(['modal/openModal.test.ts', 'common/a/b.test.ts', 'tests/e2e/y.spec.ts'])
    expect(resolveCitedFile('modal/openModal.test.ts')).toBe('packages/core/src/modal/openModal.test.ts')
    expect(resolveCitedFile('common/a/b.test.ts')).toBe('packages/common/src/a/b.test.ts')
    expect(resolveCitedFile('services/api/src/x.test.ts')).toBe('services/api/src/x.test.ts')
  })

  it("read §2's views and the views table, and notice a title that is not a test", () => {
    const views = specViews(
      '## 2. Screens\n\nModal views: Connect, Account.\n\nLazily available views: email, send.\n\nAccount tabs: Tokens, NFTs.\n\n## 3. Next',
    )
    expect(views).toEqual(['Connect', 'Account', 'email', 'send', 'Tokens', 'NFTs'])
    const rows = viewBrowserTests(
      '## §2 Views in the browser\n\n| view | browser test |\n| --- | --- |\n| Connect | `tests/e2e/a.spec.ts` › opens it; `tests/e2e/b.spec.ts` › and again |\n\n## next',
    )
    expect([...rows]).toEqual([
      [
        'Connect',
        [
          { file: 'tests/e2e/a.spec.ts', title: 'opens it' },
          { file: 'tests/e2e/b.spec.ts', title: 'and again' },
        ],
      ],
    ])
  })
})
