// docs/migrating-from-appkit.md against the code: every Portico name its tables give is really exported by that
// package entry (types included, read with the TypeScript compiler; values also at run time), every option row
// is a key createAppKit takes and every key has a row, "Accepted, no effect" options are the ones debug mode
// notices, instance methods exist on a live instance, and view rows are the router's map. The packages are read
// from source as they are when the test runs.
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  APPKIT_OPTION_KEYS,
  APPKIT_VIEWS,
  FEATURE_KEYS,
  createAppKitCore,
  optionNoticeMessages,
  type AppKitOptions,
} from '@portico/core'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { devnet } from './testing/networks.ts'

const guidePath = fileURLToPath(new URL('../../../docs/migrating-from-appkit.md', import.meta.url))
const guide = readFileSync(guidePath, 'utf8')

/** The Portico package entries the guide may name. */
const ENTRIES = [
  '@portico/react',
  '@portico/networks',
  '@portico/appkit',
  '@portico/adapter-evm',
  '@portico/adapter-wagmi',
  '@portico/adapter-ethers',
  '@portico/adapter-ethers5',
  '@portico/adapter-universal',
  '@portico/core',
]
const NONE = '—'

/** The rows of the table under `## heading`, each a list of trimmed cells, header and rule left out. */
function tableUnder(heading: string): string[][] {
  const start = guide.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`the guide has no "## ${heading}" section`)
  const end = guide.indexOf('\n## ', start + 1)
  const lines = guide.slice(start, end < 0 ? undefined : end).split('\n')
  const rows = lines
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
  return rows.slice(2)
}

/** The name in a cell: the text inside its first backticks, without a leading `type `. */
function nameIn(cell: string): string {
  const quoted = /`([^`]+)`/.exec(cell)?.[1] ?? cell
  return quoted.replace(/^type\s+/, '')
}

/** Every name each entry exports, types included, as the compiler sees the source. */
function exportedNames(): Map<string, Set<string>> {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@portico/source'],
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    types: [],
  }
  const here = fileURLToPath(import.meta.url)
  const files = ENTRIES.map((entry) => {
    const { resolvedModule } = ts.resolveModuleName(entry, here, options, ts.sys)
    if (!resolvedModule) throw new Error(`${entry} does not resolve from ${dirname(here)}`)
    return [entry, resolvedModule.resolvedFileName] as const
  })
  const program = ts.createProgram(
    files.map(([, file]) => file),
    options,
  )
  const checker = program.getTypeChecker()
  return new Map(
    files.map(([entry, file]) => {
      const source = program.getSourceFile(file)
      const symbol = source && checker.getSymbolAtLocation(source)
      if (!symbol) throw new Error(`no module symbol for ${file}`)
      return [entry, new Set(checker.getExportsOfModule(symbol).map((exported) => exported.getName()))]
    }),
  )
}

describe('docs/migrating-from-appkit.md', () => {
  let exported: Map<string, Set<string>>
  const runtime = new Map<string, Record<string, unknown>>()

  beforeAll(async () => {
    exported = exportedNames()
    for (const entry of ENTRIES)
      runtime.set(entry, (await import(/* @vite-ignore */ entry)) as Record<string, unknown>)
  }, 60_000)

  it('has no blank cell in any table', () => {
    const rows = guide.split('\n').filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    expect(rows.length).toBeGreaterThan(100)
    for (const row of rows) {
      const cells = row.slice(1, -1).split('|')
      for (const cell of cells) expect(cell.trim(), row).not.toBe('')
    }
  })

  it('names in the Exports table are exported by the Portico entry it gives (types too; values at run time)', () => {
    const rows = tableUnder('Exports')
    expect(rows.length).toBeGreaterThan(50)
    for (const [appKitEntry, appKitExport, entryCell, exportCell, notes] of rows) {
      const where = `${appKitEntry} ${appKitExport}`
      if (entryCell === NONE || exportCell === NONE) {
        // No counterpart: both Portico cells say so and the note tells what to do instead.
        expect([entryCell, exportCell], where).toEqual([NONE, NONE])
        expect(notes, where).toMatch(/^Not provided/)
        continue
      }
      const entry = nameIn(entryCell ?? '')
      const name = nameIn(exportCell ?? '')
      expect(ENTRIES, where).toContain(entry)
      expect(exported.get(entry)?.has(name), `${where}: ${entry} exports ${name}`).toBe(true)
      if (!/^`type /.test(exportCell ?? '')) {
        expect(runtime.get(entry)?.[name], `${where}: ${entry}.${name} at run time`).toBeDefined()
      }
    }
  })

  it('has one row for every option and feature createAppKit takes, and no other', () => {
    const rows = tableUnder('Options')
    const listed = rows.map(([, portico]) => nameIn(portico ?? ''))
    const expected = [...APPKIT_OPTION_KEYS, ...FEATURE_KEYS.map((key) => `features.${key}`)]
    expect([...listed].sort()).toEqual([...expected].sort())
  })

  it('says "Accepted, no effect" exactly where debug mode logs that an option has no effect', () => {
    for (const [, portico, notes] of tableUnder('Options')) {
      const key = nameIn(portico ?? '')
      const feature = key.startsWith('features.') ? key.slice('features.'.length) : undefined
      const given = {
        projectId: 'demo',
        networks: [devnet],
        ...(feature ? { features: { [feature]: true } } : { [key]: {} }),
      } as unknown as AppKitOptions
      const notices = optionNoticeMessages(given).filter((message) => message.includes(`\`${key}\``))
      if (notes?.startsWith('Accepted, no effect')) expect(notices, key).toHaveLength(1)
      else expect(notices, key).toHaveLength(key === 'siweConfig' ? 1 : 0)
    }
  })

  it('names instance methods that a live instance has', () => {
    const instance = createAppKitCore(
      { projectId: 'demo', networks: [devnet], enableReconnect: false },
      { announcedProviders: { subscribe: () => () => undefined } },
    ) as unknown as Record<string, unknown>
    const rows = tableUnder('Instance methods')
    expect(rows.length).toBeGreaterThan(60)
    for (const [appKit, portico, notes] of rows) {
      if (portico === NONE) {
        expect(notes, appKit).toMatch(/^Not provided/)
        continue
      }
      expect(typeof instance[nameIn(portico ?? '')], `${appKit} → ${portico}`).toBe('function')
    }
    ;(instance.destroy as () => void)()
  })

  it("maps AppKit's view names as open() does, every one of them", () => {
    const rows = tableUnder('Views')
    expect(
      Object.fromEntries(rows.map(([appKit, portico]) => [nameIn(appKit ?? ''), nameIn(portico ?? '')])),
    ).toEqual(APPKIT_VIEWS)
  })
})
