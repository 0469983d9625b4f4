/**
 * §9: the unit labels of relative times.
 *
 * @example
 * const unit: RelativeTimeUnit = 'min'
 */
export type RelativeTimeUnit = 'sec' | 'min' | 'hr' | 'd' | 'mo' | 'yr'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
// §9: a day is 86400 s; months and years are counted as 30 and 365 days.
const DAY = 86_400 * SECOND
const MONTH = 30 * DAY
const YEAR = 365 * DAY

// Largest unit first: the first that fits at least once is used.
const UNITS: readonly [RelativeTimeUnit, number][] = [
  ['yr', YEAR],
  ['mo', MONTH],
  ['d', DAY],
  ['hr', HOUR],
  ['min', MINUTE],
  ['sec', SECOND],
]

/**
 * How long ago `date` was, in whole units with the §9 labels (sec, min, hr, d, mo, yr), rounded down.
 * A date in the future, or less than a second ago, gives '0 sec'.
 *
 * @param date - The moment, as a `Date` or milliseconds since the epoch.
 * @param now - The present (default: the clock), given explicitly for tests and snapshots.
 *
 * @example
 * formatRelativeTime(new Date('2026-11-22T07:00:00Z'), new Date('2026-11-22T07:05:30Z')) // '5 min'
 * formatRelativeTime(Date.parse('2025-01-01'), Date.parse('2026-06-01')) // '1 yr'
 */
export function formatRelativeTime(date: Date | number, now: Date | number = Date.now()): string {
  const elapsed = Math.max(0, Number(now) - Number(date))
  if (!Number.isFinite(elapsed)) return '0 sec'
  for (const [label, size] of UNITS) {
    if (elapsed >= size) return `${Math.floor(elapsed / size)} ${label}`
  }
  return '0 sec'
}
