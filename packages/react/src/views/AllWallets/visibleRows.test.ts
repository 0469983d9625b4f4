import { describe, expect, it } from 'vitest'
import { visibleRows } from './visibleRows.ts'

describe('visibleRows', () => {
  it('renders the rows in view plus the overscan, clamped to the list', () => {
    expect(
      visibleRows({ scrollTop: 0, viewportHeight: 400, rowHeight: 100, rowCount: 150, overscan: 2 }),
    ).toEqual([0, 6])
    expect(
      visibleRows({ scrollTop: 1050, viewportHeight: 400, rowHeight: 100, rowCount: 150, overscan: 2 }),
    ).toEqual([8, 17])
    expect(
      visibleRows({ scrollTop: 14_800, viewportHeight: 400, rowHeight: 100, rowCount: 150, overscan: 2 }),
    ).toEqual([146, 150])
  })

  it('renders nothing for an empty list', () => {
    expect(
      visibleRows({ scrollTop: 0, viewportHeight: 400, rowHeight: 100, rowCount: 0, overscan: 2 }),
    ).toEqual([0, 0])
  })

  it('keeps 600 wallets (150 rows of 4) down to a dozen rows in the DOM', () => {
    const [first, last] = visibleRows({
      scrollTop: 7_000,
      viewportHeight: 420,
      rowHeight: 104,
      rowCount: 150,
      overscan: 3,
    })
    expect(last - first).toBeLessThanOrEqual(12)
  })
})
