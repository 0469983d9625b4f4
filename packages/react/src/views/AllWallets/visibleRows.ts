/** Parameters of {@link visibleRows}. */
export interface VisibleRowsParameters {
  /** Scroll offset of the list, in pixels. */
  scrollTop: number
  /** Height of the scrolling box. */
  viewportHeight: number
  /** Height of one row. */
  rowHeight: number
  /** How many rows there are. */
  rowCount: number
  /** Rows rendered beyond each edge, so fast scrolling shows no gap. */
  overscan: number
}

/**
 * The rows of a virtualised list that must be in the DOM: those in view plus `overscan` on each side,
 * as `[first, last)`.
 *
 * @example
 * visibleRows({ scrollTop: 0, viewportHeight: 400, rowHeight: 100, rowCount: 150, overscan: 2 }) // [0, 6]
 */
export function visibleRows({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
}: VisibleRowsParameters): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan)
  return [first, Math.max(first, last)]
}
