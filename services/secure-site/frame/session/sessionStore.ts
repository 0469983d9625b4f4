import type { PreferredAccountType } from '@portico/frame-protocol'

/** Prefix of every localStorage key the secure site's iframe writes (its own origin's storage). */
export const SESSION_STORAGE_PREFIX = '@portico-secure/'

const KEYS = {
  session: `${SESSION_STORAGE_PREFIX}session`,
  deviceId: `${SESSION_STORAGE_PREFIX}deviceId`,
  email: `${SESSION_STORAGE_PREFIX}email`,
  chainId: `${SESSION_STORAGE_PREFIX}chainId`,
  preferredAccountType: `${SESSION_STORAGE_PREFIX}preferredAccountType`,
} as const

/** A signed-in session of the secure site. */
export interface StoredSession {
  /** The bearer token of `/v1/*` calls. */
  token: string
  /** When it ends, in milliseconds since the epoch. */
  expiresAt: number
}

/** The part of the Web Storage API the store uses (window.localStorage in the page). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What the iframe remembers across reloads. */
export interface SessionStore {
  /** The session, or `undefined` when there is none or it has expired (an expired one is forgotten). */
  getSession(): StoredSession | undefined
  setSession(session: StoredSession): void
  /** Forgets the session and the email being logged in; device id, chain and account type stay. */
  clearSession(): void
  /** This browser's device id, made with `crypto.randomUUID()` the first time it is asked for. */
  getDeviceId(): string
  /** The email of the login in progress or of the signed-in user. */
  getEmail(): string | undefined
  setEmail(email: string): void
  getChainId(): string | undefined
  setChainId(chainId: string): void
  getPreferredAccountType(): PreferredAccountType | undefined
  setPreferredAccountType(type: PreferredAccountType): void
}

/** What {@link createSessionStore} needs. */
export interface CreateSessionStoreParameters {
  /** Where values live: `window.localStorage` in the page. */
  storage: KeyValueStorage
  /** The clock, in milliseconds; `Date.now` unless a test moves time. */
  now?: () => number
  /** Makes the device id; `crypto.randomUUID` unless told. */
  randomUUID?: () => string
  /** Told when the storage refuses a read or write (private mode, quota); §8: logged and ignored. */
  onStorageError?: (error: unknown) => void
}

function parseSession(raw: string | null): StoredSession | undefined {
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (
      typeof value === 'object' &&
      value !== null &&
      'token' in value &&
      'expiresAt' in value &&
      typeof value.token === 'string' &&
      value.token.length > 0 &&
      typeof value.expiresAt === 'number' &&
      Number.isFinite(value.expiresAt)
    )
      return { token: value.token, expiresAt: value.expiresAt }
  } catch {
    // A value that is not JSON was not written by this store: treat it as no session.
  }
  return undefined
}

/**
 * The iframe's memory in localStorage under `@portico-secure/` keys: session token and expiry, device id,
 * the email being logged in, the current network and the preferred account type. Storage failures are
 * reported to `onStorageError` and otherwise ignored (§8), so a page without storage still works until reload.
 *
 * @example
 * const store = createSessionStore({ storage: window.localStorage })
 * store.setSession({ token: 'abc', expiresAt: Date.now() + 60_000 })
 * store.getSession()?.token // 'abc'
 */
export function createSessionStore(parameters: CreateSessionStoreParameters): SessionStore {
  const { storage } = parameters
  const now = parameters.now ?? Date.now
  const randomUUID = parameters.randomUUID ?? (() => crypto.randomUUID())
  const memory = new Map<string, string>()

  function read(key: string): string | undefined {
    try {
      return storage.getItem(key) ?? undefined
    } catch (error) {
      parameters.onStorageError?.(error)
      return memory.get(key)
    }
  }
  function write(key: string, value: string): void {
    memory.set(key, value)
    try {
      storage.setItem(key, value)
    } catch (error) {
      parameters.onStorageError?.(error)
    }
  }
  function remove(key: string): void {
    memory.delete(key)
    try {
      storage.removeItem(key)
    } catch (error) {
      parameters.onStorageError?.(error)
    }
  }

  return {
    getSession() {
      const session = parseSession(read(KEYS.session) ?? null)
      if (session === undefined) return undefined
      if (session.expiresAt <= now()) {
        remove(KEYS.session)
        return undefined
      }
      return session
    },
    setSession(session) {
      write(KEYS.session, JSON.stringify(session))
    },
    clearSession() {
      remove(KEYS.session)
      remove(KEYS.email)
    },
    getDeviceId() {
      const existing = read(KEYS.deviceId)
      if (existing) return existing
      const deviceId = randomUUID()
      write(KEYS.deviceId, deviceId)
      return deviceId
    },
    getEmail: () => read(KEYS.email) || undefined,
    setEmail: (email) => write(KEYS.email, email),
    getChainId: () => read(KEYS.chainId) || undefined,
    setChainId: (chainId) => write(KEYS.chainId, chainId),
    getPreferredAccountType() {
      const value = read(KEYS.preferredAccountType)
      return value === 'eoa' || value === 'smartAccount' ? value : undefined
    },
    setPreferredAccountType: (type) => write(KEYS.preferredAccountType, type),
  }
}

/**
 * Turns the secure site's `expiresAt` (ISO date, or epoch seconds or milliseconds) into epoch milliseconds.
 *
 * @throws {TypeError} when it is none of those.
 * @example
 * toExpiryMilliseconds('2030-01-01T00:00:00.000Z') // 1893456000000
 * toExpiryMilliseconds(1893456000) // 1893456000000
 */
export function toExpiryMilliseconds(expiresAt: unknown): number {
  if (typeof expiresAt === 'number' && Number.isFinite(expiresAt) && expiresAt > 0)
    // Below 1e12 it can only be seconds (1e12 ms is the year 2001).
    return expiresAt < 1e12 ? expiresAt * 1000 : expiresAt
  if (typeof expiresAt === 'string') {
    const parsed = Date.parse(expiresAt)
    if (Number.isFinite(parsed)) return parsed
  }
  throw new TypeError(`Invalid session expiry: ${JSON.stringify(expiresAt)}`)
}
