/**
 * The test files docs/spec-coverage.md cites in backticks (`foo.test.ts`, `tests/e2e/bar.spec.ts`), in order.
 *
 * @example
 * citedTestFiles('`modal/openModal.test.ts` › opens') // ['modal/openModal.test.ts']
 */
export function citedTestFiles(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+\.(?:test|spec)\.tsx?)`/g)].map((match) => match[1]!)
}

/**
 * A cited file's path from the repository root: repository paths stay, `common/…` is in packages/common/src and
 * anything else in packages/core/src (the document's own convention, stated at its top).
 *
 * @example
 * resolveCitedFile('modal/openModal.test.ts') // 'packages/core/src/modal/openModal.test.ts'
 */
export function resolveCitedFile(file: string): string {
  if (/^(packages|services|apps|tests|scripts)\//.test(file)) return file
  if (file.startsWith('common/')) return `packages/common/src/${file.slice('common/'.length)}`
  return `packages/core/src/${file}`
}

/**
 * The views §2 of the spec names: its modal views, its lazily available views and the Account tabs.
 *
 * @example
 * specViews('Modal views: Connect, Account.\n\nAccount tabs: Tokens.') // ['Connect', 'Account', 'Tokens']
 */
export function specViews(spec: string): string[] {
  const lists = ['Modal views', 'Lazily available views', 'Account tabs'].map((label) => {
    const list = new RegExp(`${label}: ([^.]+)\\.`).exec(spec)?.[1]
    if (!list) throw new Error(`The spec's §2 has no '${label}: …' list`)
    return list.split(',').map((name) => name.replace(/\(.*\)/, '').trim())
  })
  return lists.flat()
}

/** One browser test a view row cites: its spec file and its title. */
export interface BrowserTestCitation {
  file: string
  title: string
}

/**
 * The rows of the '## §2 Views in the browser' table: view → the browser tests cited as
 * `` `tests/e2e/file.spec.ts` › exact test title ``, separated by semicolons.
 *
 * @example
 * viewBrowserTests(coverage).get('Receive') // [{ file: 'tests/e2e/receive.spec.ts', title: '…' }]
 */
export function viewBrowserTests(coverage: string): Map<string, BrowserTestCitation[]> {
  const start = coverage.indexOf('## §2 Views in the browser')
  if (start < 0) throw new Error("docs/spec-coverage.md has no '## §2 Views in the browser' section")
  const section = coverage.slice(start).split(/\n## /)[0]!
  const rows = new Map<string, BrowserTestCitation[]>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    if (cells.length < 4 || cells[1] === 'view' || /^-+$/.test(cells[1]!)) continue
    const citations = [...cells[2]!.matchAll(/`(tests\/[^`]+\.spec\.ts)` › ([^;]+)/g)].map((match) => ({
      file: match[1]!,
      title: match[2]!.trim(),
    }))
    for (const name of cells[1]!.split(',').map((view) => view.trim())) rows.set(name, citations)
  }
  return rows
}
