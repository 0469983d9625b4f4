import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, type StorageLike } from './createMemoryStorage.ts'
import { createSafeStorage } from './createSafeStorage.ts'
import { STORAGE_KEYS } from './storageKeys.ts'

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

describe('createSafeStorage (§8)', () => {
  it('logs and ignores read and write failures of a throwing storage', () => {
    const logger = vi.fn()
    const storage = createSafeStorage({ storage: throwing, logger })
    expect(storage.getItem('@appkit/wallet_id')).toBeUndefined()
    expect(() => storage.setItem('@appkit/wallet_id', 'x')).not.toThrow()
    expect(() => storage.removeItem('@appkit/wallet_id')).not.toThrow()
    expect(() => storage.setJson('@appkit/recent_wallets', [])).not.toThrow()
    expect(storage.getJson('@appkit/recent_wallets')).toBeUndefined()
    expect(logger).toHaveBeenCalledTimes(5)
    expect(logger.mock.calls[1]?.[1]).toEqual(new Error('QuotaExceededError'))
  })

  it('logs and ignores malformed JSON and values that cannot be serialised', () => {
    const logger = vi.fn()
    const memory = createMemoryStorage()
    memory.setItem(STORAGE_KEYS.recentWallets, '{not json')
    const storage = createSafeStorage({ storage: memory, logger })
    expect(storage.getJson(STORAGE_KEYS.recentWallets)).toBeUndefined()
    const cycle: Record<string, unknown> = {}
    cycle['self'] = cycle
    storage.setJson(STORAGE_KEYS.walletDeepLink, cycle)
    expect(memory.getItem(STORAGE_KEYS.walletDeepLink)).toBeNull()
    expect(logger).toHaveBeenCalledTimes(2)
  })

  it('falls back to an in-memory storage on the server', () => {
    expect(typeof window).toBe('undefined')
    const storage = createSafeStorage({ logger: vi.fn() })
    storage.setJson('@appkit/x', { a: 1 })
    expect(storage.getJson('@appkit/x')).toEqual({ a: 1 })
    storage.removeItem('@appkit/x')
    expect(storage.getItem('@appkit/x')).toBeUndefined()
  })

  it('uses window.localStorage when present', () => {
    const localStorage = createMemoryStorage()
    vi.stubGlobal('window', { localStorage })
    try {
      createSafeStorage().setItem(STORAGE_KEYS.walletId, 'metamask')
      expect(localStorage.getItem(STORAGE_KEYS.walletId)).toBe('metamask')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
