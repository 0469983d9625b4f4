/**
 * The median of `values` (the mean of the two middle ones for an even count), or undefined when there is none.
 * Values that are not finite (a run that never reached the figure) are left out.
 *
 * @example
 * median([30, 10, 20]) // 20
 * median([4, 1, 3, 2]) // 2.5
 * median([]) // undefined
 */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values
    .filter((value): value is number => value !== undefined && Number.isFinite(value))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
}
