/** The part of the Web Storage API that Portico uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * An in-memory storage for the server and for tests, where `window.localStorage` does not exist.
 *
 * @example
 * const storage = createMemoryStorage()
 * storage.setItem('@appkit/wallet_id', 'abc')
 */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}
