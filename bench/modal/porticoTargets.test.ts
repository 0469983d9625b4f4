import { describe, expect, it } from 'vitest'
import type { FigureMedians } from './figures.ts'
import { checkPorticoTargets, formatTargetChecks } from './porticoTargets.ts'

const medians = (values: Record<string, number>): FigureMedians =>
  Object.fromEntries(Object.entries(values).map(([key, median]) => [key, { median, runs: 5 }]))

describe('checkPorticoTargets', () => {
  it('judges each target against the floor of the same run', () => {
    const floor = medians({ jsWithPageKiB: 66.5, navToButtonMs: 475, longTasksDuringLoadMs: 100 })
    const portico = medians({
      jsWithPageKiB: 96.5,
      navToButtonMs: 618,
      longTasksDuringLoadMs: 151,
      clickToVisibleMs: 45,
      clickToSettledMs: 201,
      layoutShiftAfterClick: 0,
    })
    const checks = checkPorticoTargets(portico, floor)
    expect(checks.map((check) => [check.label, check.met])).toEqual([
      ['JS with the page ≤ floor + 30 KiB', true],
      ['nav → button ≤ 1.3 × floor, ms', false],
      ['long tasks during load ≤ floor + 50 ms', false],
      ['click → modal visible ≤ 45 ms', true],
      ['click → modal settled ≤ 200 ms', false],
      ['layout shift of the open modal = 0', true],
    ])
    expect(formatTargetChecks(checks)[1]).toBe('  nav → button ≤ 1.3 × floor, ms: 618 (limit 617.5) NOT met')
  })

  it('counts a target without a figure as not met', () => {
    const [first] = checkPorticoTargets(medians({}), undefined)
    expect(first).toMatchObject({ value: undefined, limit: undefined, met: false })
  })
})
