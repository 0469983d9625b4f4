import { createMemoryStorage, type StorageLike } from './createMemoryStorage.ts'

/** Receives storage failures; §8 says they are logged and ignored. */
export type StorageLogger = (message: string, error: unknown) => void

/** Parameters of {@link createSafeStorage}. */
export interface CreateSafeStorageParameters {
  /** Storage to use; default `window.localStorage` when present, else an in-memory one. */
  storage?: StorageLike | undefined
  /** Where failures go; default `console.error`. */
  logger?: StorageLogger | undefined
}

/** Storage whose reads and writes never throw (§8). */
export interface SafeStorage {
  /** The string at `key`, or `undefined` when absent or unreadable. */
  getItem(key: string): string | undefined
  /** Stores `value` at `key`; a failure (quota, throwing storage) is logged. */
  setItem(key: string, value: string): void
  /** Removes `key`; a failure is logged. */
  removeItem(key: string): void
  /** The JSON value at `key`, or `undefined` when absent, unreadable or not JSON. */
  getJson(key: string): unknown
  /** Stores `value` as JSON; a failure (cycle, quota) is logged. */
  setJson(key: string, value: unknown): void
}

/**
 * Wraps a Web Storage so that every failure is logged and ignored (§8).
 *
 * @example
 * const storage = createSafeStorage()
 * storage.setJson('@appkit/recent_wallets', [])
 * storage.getJson('@appkit/recent_wallets') // []
 */
export function createSafeStorage({ storage, logger }: CreateSafeStorageParameters = {}): SafeStorage {
  const target = storage ?? defaultStorage()
  const log: StorageLogger = logger ?? ((message, error) => console.error(message, error))
  const attempt = <T>(message: string, run: () => T): T | undefined => {
    try {
      return run()
    } catch (error) {
      log(message, error)
      return undefined
    }
  }
  const getItem = (key: string) =>
    attempt(`Unable to read ${key} from storage`, () => target.getItem(key)) ?? undefined
  return {
    getItem,
    setItem: (key, value) => attempt(`Unable to write ${key} to storage`, () => target.setItem(key, value)),
    removeItem: (key) => attempt(`Unable to remove ${key} from storage`, () => target.removeItem(key)),
    getJson(key) {
      const text = getItem(key)
      if (text === undefined) return undefined
      return attempt(`Unable to parse ${key} from storage`, () => JSON.parse(text) as unknown)
    },
    setJson(key, value) {
      const text = attempt(`Unable to serialise ${key} for storage`, () => JSON.stringify(value))
      if (text !== undefined) attempt(`Unable to write ${key} to storage`, () => target.setItem(key, text))
    },
  }
}

function defaultStorage(): StorageLike {
  try {
    // Reading localStorage itself throws where storage is disabled (e.g. some private modes).
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // fall through to memory
  }
  return createMemoryStorage()
}
