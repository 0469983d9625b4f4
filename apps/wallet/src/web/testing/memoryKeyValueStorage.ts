import type { SignClientStorage } from '../startSignClient.ts'

/**
 * An in-memory store with the shape the WalletConnect core takes as `storage`, so test clients write nothing
 * to disk and start clean.
 *
 * @example
 * await startSignClient({ ..., storage: createMemoryKeyValueStorage() })
 */
export function createMemoryKeyValueStorage(): SignClientStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T = unknown>() => [...entries.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => entries.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => void entries.set(key, value),
    removeItem: async (key: string) => void entries.delete(key),
  }
}
