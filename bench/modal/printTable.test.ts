import { describe, expect, it } from 'vitest'
import type { Figure, FigureMedians } from './figures.ts'
import { formatCell, formatComparisonTable, formatRatio } from './printTable.ts'

const rows: Figure[] = [
  { key: 'navToButtonMs', label: 'nav → button visible, ms', read: (run) => run.navToButtonMs, digits: 0 },
  { key: 'heapAfterOpenMB', label: 'JS heap after open, MB', read: () => undefined, digits: 1 },
]
const medians = (nav: number | undefined, heap: number | undefined, reached = 5): FigureMedians => ({
  navToButtonMs: { median: nav, runs: nav === undefined ? 0 : reached },
  heapAfterOpenMB: { median: heap, runs: heap === undefined ? 0 : 5 },
})

describe('formatCell', () => {
  it('prints the digits asked for, and how many runs reached a figure when not all did', () => {
    expect(formatCell(212.46, 0, 5, 5)).toBe('212')
    expect(formatCell(1.25, 1, 2, 5)).toBe('1.3 (2/5)')
    expect(formatCell(undefined, 1, 0, 5)).toBe('—')
  })
})

describe('formatRatio', () => {
  it("prints Portico's figure over the other's", () => {
    expect(formatRatio(26, 20)).toBe('1.30×')
    expect(formatRatio(10, 40)).toBe('0.25×')
  })

  it('is a dash when it cannot be computed', () => {
    expect(formatRatio(undefined, 20)).toBe('—')
    expect(formatRatio(3, undefined)).toBe('—')
    expect(formatRatio(3, 0)).toBe('—')
  })
})

describe('formatComparisonTable', () => {
  it('puts one column per app and Portico’s ratio to each other app, aligned', () => {
    const lines = formatComparisonTable({
      apps: ['floor', 'appkit', 'portico'],
      medians: { floor: medians(100, 1.5), appkit: medians(400, 9), portico: medians(130, 3, 4) },
      runs: 5,
      rows,
    })
    expect(lines).toEqual([
      'figure                    floor  AppKit    Portico  Portico ÷ floor  Portico ÷ AppKit',
      '------------------------  -----  ------  ---------  ---------------  ----------------',
      'nav → button visible, ms    100     400  130 (4/5)            1.30×             0.33×',
      'JS heap after open, MB      1.5     9.0        3.0            2.00×             0.33×',
    ])
  })

  it('has no ratio columns without Portico, and dashes for what no run reached', () => {
    const lines = formatComparisonTable({
      apps: ['floor', 'connectkit'],
      medians: { floor: medians(100, 1.5), connectkit: medians(undefined, 2) },
      runs: 5,
      rows,
    })
    expect(lines[0]).toBe('figure                    floor  ConnectKit')
    expect(lines[2]).toBe('nav → button visible, ms    100           —')
  })
})
