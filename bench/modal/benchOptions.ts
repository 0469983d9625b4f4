import { benchAppNames, isBenchAppName, type BenchAppName } from './benchApps.ts'

/** What `npm run bench:modal -- …` asks for. */
export interface BenchOptions {
  /** Cold runs per app (`--runs N`, default 5). */
  runs: number
  /** The apps measured, in the table's order (`--only portico,floor`, default all). */
  apps: BenchAppName[]
  /** Keep the builds of an earlier run instead of building again (`--reuse-builds`). */
  reuseBuilds: boolean
}

/** The bench's default number of cold runs per app. */
export const DEFAULT_RUNS = 5

/**
 * Reads the bench's flags.
 *
 * @throws when a flag is unknown, `--runs` is not a positive integer, or `--only` names an unknown app.
 *
 * @example
 * parseBenchOptions(['--runs', '2', '--only', 'portico,floor'])
 * // { runs: 2, apps: ['floor', 'portico'], reuseBuilds: false }
 */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: DEFAULT_RUNS, apps: [...benchAppNames], reuseBuilds: false }
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined]
    const value = () => inline ?? argv[++index] ?? ''
    if (flag === '--runs') {
      const text = value()
      const runs = Number(text)
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs takes a positive integer, got '${text}'`)
      options.runs = runs
    } else if (flag === '--only') {
      const names = value()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
      const unknown = names.filter((name) => !isBenchAppName(name))
      if (names.length === 0 || unknown.length > 0) {
        throw new Error(`--only takes app names from ${benchAppNames.join(', ')}; got '${names.join(',')}'`)
      }
      options.apps = benchAppNames.filter((name) => names.includes(name))
    } else if (flag === '--reuse-builds') {
      options.reuseBuilds = true
    } else {
      throw new Error(`unknown flag '${argv[index]}' (flags: --runs N, --only a,b, --reuse-builds)`)
    }
  }
  return options
}
