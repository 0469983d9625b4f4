import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLruCache } from './createLruCache.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createLruCache', () => {
  it('answers a value until its lifetime ends, then nothing', async () => {
    const cache = createLruCache()
    await cache.set('balance', { n: 1 }, 30_000)
    vi.advanceTimersByTime(29_999)
    expect(await cache.get('balance')).toEqual({ n: 1 })
    vi.advanceTimersByTime(1)
    expect(await cache.get('balance')).toBeUndefined()
  })

  it('evicts the least recently used entry when full', async () => {
    const cache = createLruCache({ maxEntries: 2 })
    await cache.set('a', 1, 60_000)
    await cache.set('b', 2, 60_000)
    expect(await cache.get('a')).toBe(1) // now b is the least recently used
    await cache.set('c', 3, 60_000)
    expect(await cache.get('b')).toBeUndefined()
    expect(await cache.get('a')).toBe(1)
    expect(await cache.get('c')).toBe(3)
  })

  it('forgets a deleted key and rejects a size below one', async () => {
    const cache = createLruCache()
    await cache.set('a', 1, 60_000)
    await cache.delete('a')
    expect(await cache.get('a')).toBeUndefined()
    expect(() => createLruCache({ maxEntries: 0 })).toThrow('maxEntries must be a positive integer')
  })
})
