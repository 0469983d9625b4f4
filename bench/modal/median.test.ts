import { describe, expect, it } from 'vitest'
import { median } from './median.ts'

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([5])).toBe(5)
  })

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('leaves out runs that never reached the figure', () => {
    expect(median([undefined, 7, Number.NaN, 9, 8])).toBe(8)
  })

  it('is undefined with no value', () => {
    expect(median([])).toBeUndefined()
    expect(median([undefined])).toBeUndefined()
  })
})
