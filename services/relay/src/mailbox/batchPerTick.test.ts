import { describe, expect, it } from 'vitest'
import { batchPerTick } from './batchPerTick.ts'

describe('batchPerTick', () => {
  it('runs the calls of one turn together, in order, and answers each with its own result', async () => {
    const batches: number[][] = []
    const double = batchPerTick(async (items: number[]) => {
      batches.push(items)
      return items.map((item) => item * 2)
    })
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6])
    expect(await double(4)).toBe(8)
    expect(batches).toEqual([[1, 2, 3], [4]])
  })

  it('splits a turn into batches of at most maxBatch', async () => {
    const sizes: number[] = []
    const echo = batchPerTick(async (items: number[]) => {
      sizes.push(items.length)
      return items
    }, 2)
    expect(await Promise.all([1, 2, 3, 4, 5].map(echo))).toEqual([1, 2, 3, 4, 5])
    expect(sizes).toEqual([2, 2, 1])
  })

  it('rejects every call of a batch that failed, and of one that answered the wrong number of results', async () => {
    const failing = batchPerTick(async (_items: number[]): Promise<number[]> => {
      throw new Error('Redis is gone')
    })
    const results = await Promise.allSettled([failing(1), failing(2)])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    const short = batchPerTick(async (_items: number[]) => [1])
    await expect(Promise.all([short(1), short(2)])).rejects.toThrow('a batch of 2 got 1 results')
  })

  it('settle runs what is queued at once and waits for it', async () => {
    const ran: number[] = []
    const record = batchPerTick(async (items: number[]) => {
      ran.push(...items)
      return items
    })
    const answered = record(7)
    await record.settle()
    expect(ran).toEqual([7])
    expect(await answered).toBe(7)
  })
})
