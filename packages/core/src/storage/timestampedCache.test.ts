import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.ts'
import { createSafeStorage } from './createSafeStorage.ts'
import { STORAGE_KEYS } from './storageKeys.ts'
import { readCache, writeCache } from './timestampedCache.ts'

describe('timestamped caches (§3, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('expires portfolio and native balance entries after 30 s', () => {
    const storage = createSafeStorage({ storage: createMemoryStorage() })
    writeCache(storage, 'portfolio', 'eip155:1:0xa', [1])
    writeCache(storage, 'nativeBalance', 'eip155:1:0xa', '1.5')
    vi.advanceTimersByTime(29_999)
    expect(readCache(storage, 'portfolio', 'eip155:1:0xa')).toEqual([1])
    expect(readCache(storage, 'nativeBalance', 'eip155:1:0xa')).toBe('1.5')
    vi.advanceTimersByTime(1)
    expect(readCache(storage, 'portfolio', 'eip155:1:0xa')).toBeUndefined()
    expect(readCache(storage, 'nativeBalance', 'eip155:1:0xa')).toBeUndefined()
  })

  it('expires name and identity entries after 5 min', () => {
    const storage = createSafeStorage({ storage: createMemoryStorage() })
    writeCache(storage, 'name', '0xa', 'alice.reown.id')
    writeCache(storage, 'identity', '0xa', { name: 'alice', avatar: null })
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect(readCache(storage, 'name', '0xa')).toBe('alice.reown.id')
    expect(readCache(storage, 'identity', '0xa')).toEqual({ name: 'alice', avatar: null })
    vi.advanceTimersByTime(1)
    expect(readCache(storage, 'name', '0xa')).toBeUndefined()
    expect(readCache(storage, 'identity', '0xa')).toBeUndefined()
  })

  it('drops expired entries when writing and ignores malformed caches', () => {
    const memory = createMemoryStorage()
    const storage = createSafeStorage({ storage: memory })
    writeCache(storage, 'nativeBalance', 'old', 1)
    vi.advanceTimersByTime(30_000)
    writeCache(storage, 'nativeBalance', 'new', 2)
    expect(Object.keys(JSON.parse(memory.getItem(STORAGE_KEYS.nativeBalanceCache) ?? '{}'))).toEqual(['new'])
    memory.setItem(STORAGE_KEYS.nameCache, '[]')
    expect(readCache(storage, 'name', 'x')).toBeUndefined()
    memory.setItem(STORAGE_KEYS.nameCache, JSON.stringify({ x: { value: 1 } }))
    expect(readCache(storage, 'name', 'x')).toBeUndefined()
  })
})
