import { describe, expect, it } from 'vitest'
import { createPartitionedCookieStorage, pickFrameStorage, type CookieJar } from './pickFrameStorage.ts'
import { createSessionStore } from './sessionStore.ts'

/**
 * A stand-in for the browser's cookie jar (Node has none): `document.cookie` reads name=value pairs and a write
 * sets or, with Max-Age=0, deletes one. It records the attributes of every write so the test can check them.
 * The real jar is exercised by the e2e test of the embedded wallet in Chromium.
 */
class FakeCookieJar implements CookieJar {
  readonly values = new Map<string, string>()
  readonly writes: string[] = []
  get cookie() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  set cookie(line: string) {
    this.writes.push(line)
    const [pair, ...attributes] = line.split('; ')
    const index = pair!.indexOf('=')
    const name = pair!.slice(0, index)
    if (attributes.includes('Max-Age=0')) this.values.delete(name)
    else this.values.set(name, pair!.slice(index + 1))
  }
}

describe('pickFrameStorage', () => {
  it('uses localStorage where the browser allows it', () => {
    const local = new Map<string, string>()
    const storage = {
      getItem: (key: string) => local.get(key) ?? null,
      setItem: (key: string, value: string) => void local.set(key, value),
      removeItem: (key: string) => void local.delete(key),
    } as Storage
    expect(pickFrameStorage({ localStorage: () => storage, document: new FakeCookieJar() }).kind).toBe(
      'localStorage',
    )
    expect(local.size).toBe(0)
  })

  it('falls back to partitioned cookies when reading localStorage throws (third-party storage blocked)', () => {
    const jar = new FakeCookieJar()
    const { storage, kind } = pickFrameStorage({
      localStorage: () => {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
      },
      document: jar,
    })
    expect(kind).toBe('partitionedCookies')
    const store = createSessionStore({ storage, now: () => 1_000 })
    store.setSession({ token: 'tok;en=1', expiresAt: 60_000 })
    store.setEmail('ada@example.test')
    expect(store.getSession()).toEqual({ token: 'tok;en=1', expiresAt: 60_000 })
    expect(store.getEmail()).toBe('ada@example.test')
    expect(jar.writes.every((line) => line.endsWith('Path=/; Secure; SameSite=None; Partitioned'))).toBe(true)
    store.clearSession()
    expect(store.getSession()).toBeUndefined()
    expect(jar.cookie).not.toContain('session')
  })

  it('keeps values with separators intact and tells missing keys apart', () => {
    const storage = createPartitionedCookieStorage(new FakeCookieJar())
    storage.setItem('@portico-secure/a', 'x; y=z')
    expect(storage.getItem('@portico-secure/a')).toBe('x; y=z')
    expect(storage.getItem('@portico-secure/b')).toBeNull()
  })
})
