import type { FigureMedians } from './figures.ts'

/** One of issue 19's targets, judged on the medians of one run. */
export interface TargetCheck {
  label: string
  /** Portico's median, and the most it may be (undefined when a median is missing). */
  value: number | undefined
  limit: number | undefined
  met: boolean
}

/**
 * Issue 19's targets for Portico against the floor measured in the same run: click → visible ≤ 45 ms, click →
 * settled ≤ 200 ms, no layout shift after the modal's first frame, nav → button ≤ 1.3 × the floor, long tasks
 * during load ≤ the floor's + 50 ms, and the JavaScript that comes with the page ≤ the floor's + 30 KiB.
 *
 * @example
 * for (const check of checkPorticoTargets(medians.portico, medians.floor)) console.log(check.label, check.met)
 */
export function checkPorticoTargets(portico: FigureMedians, floor: FigureMedians | undefined): TargetCheck[] {
  const of = (medians: FigureMedians | undefined, key: string) => medians?.[key]?.median
  const check = (label: string, key: string, limit: number | undefined): TargetCheck => {
    const value = of(portico, key)
    return { label, value, limit, met: value !== undefined && limit !== undefined && value <= limit }
  }
  const floorPlus = (key: string, extra: number) => {
    const value = of(floor, key)
    return value === undefined ? undefined : value + extra
  }
  const floorTimes = (key: string, factor: number) => {
    const value = of(floor, key)
    return value === undefined ? undefined : value * factor
  }
  return [
    check('JS with the page ≤ floor + 30 KiB', 'jsWithPageKiB', floorPlus('jsWithPageKiB', 30)),
    check('nav → button ≤ 1.3 × floor, ms', 'navToButtonMs', floorTimes('navToButtonMs', 1.3)),
    check(
      'long tasks during load ≤ floor + 50 ms',
      'longTasksDuringLoadMs',
      floorPlus('longTasksDuringLoadMs', 50),
    ),
    check('click → modal visible ≤ 45 ms', 'clickToVisibleMs', 45),
    check('click → modal settled ≤ 200 ms', 'clickToSettledMs', 200),
    check('layout shift of the open modal = 0', 'layoutShiftAfterClick', 0.001),
  ]
}

/**
 * One line per target: `met` or `NOT met`, with the figure and its limit.
 *
 * @example
 * formatTargetChecks(checks) // ['click → modal visible ≤ 45 ms: 31 (limit 45) met', …]
 */
export function formatTargetChecks(checks: readonly TargetCheck[]): string[] {
  const shown = (value: number | undefined) =>
    value === undefined ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 1)
  return checks.map(
    (check) =>
      `  ${check.label}: ${shown(check.value)} (limit ${shown(check.limit)}) ${check.met ? 'met' : 'NOT met'}`,
  )
}
