import { benchAppTitles, type BenchAppName } from './benchApps.ts'
import { figures as allFigures, type Figure, type FigureMedians } from './figures.ts'

/** Options of {@link formatComparisonTable}. */
export interface ComparisonTableParameters {
  /** The measured apps, in column order. */
  apps: readonly BenchAppName[]
  /** Each app's medians. */
  medians: Partial<Record<BenchAppName, FigureMedians>>
  /** Runs per app: a median over fewer runs is marked with how many reached it. */
  runs: number
  rows?: readonly Figure[]
}

const missing = '—'

/** A median as printed: fixed digits, and `(2/5)` when only some runs reached the figure. */
export function formatCell(value: number | undefined, digits: number, reached: number, runs: number): string {
  if (value === undefined) return missing
  const text = value.toFixed(digits)
  return reached < runs ? `${text} (${reached}/${runs})` : text
}

/**
 * Portico's figure over another app's, as `1.23×`; a dash when either is missing or the other is 0.
 *
 * @example
 * formatRatio(26, 20) // '1.30×'
 */
export function formatRatio(portico: number | undefined, other: number | undefined): string {
  if (portico === undefined || other === undefined || other === 0) return missing
  return `${(portico / other).toFixed(2)}×`
}

/**
 * The bench's table as lines: one row per figure, one column per app, then — when Portico was measured —
 * Portico's ratio to each other app (floor first).
 *
 * @example
 * formatComparisonTable({ apps: ['floor', 'portico'], medians, runs: 5 })
 * // ['figure                      floor   Portico  Portico ÷ floor', …]
 */
export function formatComparisonTable({
  apps,
  medians,
  runs,
  rows = allFigures,
}: ComparisonTableParameters): string[] {
  const others = apps.includes('portico') ? apps.filter((app) => app !== 'portico') : []
  const header = [
    'figure',
    ...apps.map((app) => benchAppTitles[app]),
    ...others.map((app) => `Portico ÷ ${benchAppTitles[app]}`),
  ]
  const body = rows.map((figure) => {
    const cell = (app: BenchAppName) => medians[app]?.[figure.key]
    return [
      figure.label,
      ...apps.map((app) => formatCell(cell(app)?.median, figure.digits, cell(app)?.runs ?? 0, runs)),
      ...others.map((app) => formatRatio(cell('portico')?.median, cell(app)?.median)),
    ]
  })
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((row) => row[column]!.length)))
  const line = (row: string[]) =>
    row
      .map((text, column) => (column === 0 ? text.padEnd(widths[0]!) : text.padStart(widths[column]!)))
      .join('  ')
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)]
}
