import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relativeTime.ts'

const NOW = Date.parse('2026-11-22T07:00:00Z')
const SECOND = 1000
const DAY = 86_400 * SECOND

describe('formatRelativeTime (§9 labels)', () => {
  it.each([
    [0, '0 sec'],
    [999, '0 sec'],
    [SECOND, '1 sec'],
    [59 * SECOND, '59 sec'],
    [60 * SECOND, '1 min'],
    [5 * 60 * SECOND + 30 * SECOND, '5 min'],
    [3600 * SECOND, '1 hr'],
    [23 * 3600 * SECOND, '23 hr'],
    [DAY, '1 d'],
    [29 * DAY, '29 d'],
    [30 * DAY, '1 mo'],
    [364 * DAY, '12 mo'],
    [365 * DAY, '1 yr'],
    [3 * 365 * DAY, '3 yr'],
  ])('%i ms ago is %s', (elapsed, label) => {
    expect(formatRelativeTime(NOW - elapsed, NOW)).toBe(label)
    expect(formatRelativeTime(new Date(NOW - elapsed), new Date(NOW))).toBe(label)
  })

  it('treats the future and invalid dates as now', () => {
    expect(formatRelativeTime(NOW + DAY, NOW)).toBe('0 sec')
    expect(formatRelativeTime(new Date('nope'), NOW)).toBe('0 sec')
  })
})
