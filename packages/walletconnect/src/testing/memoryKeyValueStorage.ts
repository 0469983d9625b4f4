import type { WalletConnectStorage } from '../initSignClient.ts'

/**
 * An in-memory key-value store in the shape the WalletConnect core takes as `storage`: tests write nothing to
 * disk, and two connectors given the same one see the same sessions (a page reload).
 *
 * @example
 * const storage = createMemoryKeyValueStorage()
 * await createWalletConnectConnector({ ...config, storage })
 */
export function createMemoryKeyValueStorage(): WalletConnectStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T = unknown>() => [...entries.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => entries.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => void entries.set(key, value),
    removeItem: async (key: string) => void entries.delete(key),
  }
}
