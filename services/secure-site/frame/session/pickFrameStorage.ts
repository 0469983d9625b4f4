import type { KeyValueStorage } from './sessionStore.ts'

/** A year: the session store ends sessions itself; the cookie only has to outlive them. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The part of `document` a cookie-backed storage needs. */
export interface CookieJar {
  cookie: string
}

/**
 * A storage on partitioned cookies (CHIPS): `Secure; SameSite=None; Partitioned`, so the browser keeps them per
 * embedding site. Browsers that block third-party storage (Chromium with third-party cookies blocked, which
 * includes incognito windows) deny the iframe `localStorage` outright, but still keep partitioned cookies.
 *
 * @example
 * const storage = createPartitionedCookieStorage(document)
 * storage.setItem('@portico-secure/deviceId', crypto.randomUUID())
 */
export function createPartitionedCookieStorage(jar: CookieJar): KeyValueStorage {
  const attributes = 'Path=/; Secure; SameSite=None; Partitioned'
  return {
    getItem(key) {
      const name = `${encodeURIComponent(key)}=`
      const entry = jar.cookie.split('; ').find((part) => part.startsWith(name))
      return entry === undefined ? null : decodeURIComponent(entry.slice(name.length))
    },
    setItem(key, value) {
      jar.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; ${attributes}`
    },
    removeItem(key) {
      jar.cookie = `${encodeURIComponent(key)}=; Max-Age=0; ${attributes}`
    },
  }
}

/** What {@link pickFrameStorage} looks at: the page's window and document. */
export interface FrameStorageSources {
  /** Reads `window.localStorage`, which throws where the browser denies third-party storage. */
  localStorage: () => Storage
  document: CookieJar
}

/**
 * The iframe's storage: `localStorage` where the browser lets a third-party frame use it, otherwise partitioned
 * cookies. Either way the values are the secure site's own and separate per embedding site.
 *
 * @example
 * const storage = pickFrameStorage({ localStorage: () => window.localStorage, document })
 */
export function pickFrameStorage({ localStorage, document }: FrameStorageSources): {
  storage: KeyValueStorage
  kind: 'localStorage' | 'partitionedCookies'
} {
  try {
    const storage = localStorage()
    const probe = '@portico-secure/probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return { storage, kind: 'localStorage' }
  } catch {
    // Denied (third-party storage blocked) or full: cookies it is.
    return { storage: createPartitionedCookieStorage(document), kind: 'partitionedCookies' }
  }
}
