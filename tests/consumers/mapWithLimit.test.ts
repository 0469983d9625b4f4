import { describe, expect, it } from 'vitest'
import { mapWithLimit } from './mapWithLimit.ts'

describe('mapWithLimit', () => {
  it('never runs more than the limit at once and keeps the order of the results', async () => {
    let running = 0
    let most = 0
    const results = await mapWithLimit([30, 10, 20, 5], 2, async (ms) => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, ms))
      running--
      return ms * 2
    })
    expect(results).toEqual([60, 20, 40, 10])
    expect(most).toBe(2)
  })

  it('finishes every item, then throws the first failure', async () => {
    const done: number[] = []
    await expect(
      mapWithLimit([1, 2, 3], 1, async (item) => {
        if (item === 2) throw new Error('two failed')
        done.push(item)
      }),
    ).rejects.toThrow('two failed')
    expect(done).toEqual([1, 3])
  })
})
