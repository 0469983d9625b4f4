/**
 * An in-memory key-value store with the shape the WalletConnect core expects for `storage`, so test clients
 * write nothing to disk and start clean; two clients given the same one see the same sessions (a page reload).
 * Shared by the relay's, the connector's and the web wallet's tests (`@portico/relay/testing`).
 *
 * @example
 * await SignClient.init({ projectId, relayUrl, storage: createMemoryKeyValueStorage() })
 */
export function createMemoryKeyValueStorage() {
  const entries = new Map<string, unknown>()
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<T = unknown>() {
      return [...entries.entries()] as [string, T][]
    },
    async getItem<T = unknown>(key: string) {
      return entries.get(key) as T | undefined
    },
    async setItem<T = unknown>(key: string, value: T) {
      entries.set(key, value)
    },
    async removeItem(key: string) {
      entries.delete(key)
    },
  }
}
