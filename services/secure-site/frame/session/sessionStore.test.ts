import { describe, expect, it } from 'vitest'
import { SESSION_STORAGE_PREFIX, createSessionStore, toExpiryMilliseconds } from './sessionStore.ts'

function mapStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('createSessionStore', () => {
  it('keeps every value under the @portico-secure/ prefix and reads it back', () => {
    const storage = mapStorage()
    const store = createSessionStore({ storage, now: () => 1000 })
    store.setSession({ token: 't', expiresAt: 5000 })
    store.setEmail('a@b.co')
    store.setChainId('eip155:31338')
    store.setPreferredAccountType('eoa')
    expect([...storage.map.keys()].every((key) => key.startsWith(SESSION_STORAGE_PREFIX))).toBe(true)
    const again = createSessionStore({ storage, now: () => 1000 })
    expect(again.getSession()).toEqual({ token: 't', expiresAt: 5000 })
    expect(again.getEmail()).toBe('a@b.co')
    expect(again.getChainId()).toBe('eip155:31338')
    expect(again.getPreferredAccountType()).toBe('eoa')
  })

  it('forgets an expired session when it is read', () => {
    let time = 1000
    const storage = mapStorage()
    const store = createSessionStore({ storage, now: () => time })
    store.setSession({ token: 't', expiresAt: 2000 })
    time = 2000
    expect(store.getSession()).toBeUndefined()
    expect(storage.map.has(`${SESSION_STORAGE_PREFIX}session`)).toBe(false)
  })

  it('makes the device id once', () => {
    const storage = mapStorage()
    let made = 0
    const store = createSessionStore({ storage, randomUUID: () => `device-${++made}` })
    expect(store.getDeviceId()).toBe('device-1')
    expect(store.getDeviceId()).toBe('device-1')
    expect(createSessionStore({ storage }).getDeviceId()).toBe('device-1')
  })

  it('clearSession drops the session and email but keeps the device, chain and account type', () => {
    const storage = mapStorage()
    const store = createSessionStore({ storage, randomUUID: () => 'd' })
    store.setSession({ token: 't', expiresAt: Date.now() + 60_000 })
    store.setEmail('a@b.co')
    store.setChainId('eip155:31337')
    store.getDeviceId()
    store.clearSession()
    expect(store.getSession()).toBeUndefined()
    expect(store.getEmail()).toBeUndefined()
    expect(store.getChainId()).toBe('eip155:31337')
    expect(store.getDeviceId()).toBe('d')
  })

  it('treats garbage in storage as no session', () => {
    const storage = mapStorage()
    storage.map.set(`${SESSION_STORAGE_PREFIX}session`, '{not json')
    expect(createSessionStore({ storage }).getSession()).toBeUndefined()
    storage.map.set(`${SESSION_STORAGE_PREFIX}session`, JSON.stringify({ token: '', expiresAt: 9e15 }))
    expect(createSessionStore({ storage }).getSession()).toBeUndefined()
    storage.map.set(`${SESSION_STORAGE_PREFIX}preferredAccountType`, 'other')
    expect(createSessionStore({ storage }).getPreferredAccountType()).toBeUndefined()
  })

  it('reports a refusing storage and keeps working from memory until reload', () => {
    const errors: unknown[] = []
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const store = createSessionStore({ storage: refusing, onStorageError: (error) => errors.push(error) })
    store.setEmail('a@b.co')
    expect(store.getEmail()).toBe('a@b.co')
    expect(errors.length).toBeGreaterThan(0)
  })
})

describe('toExpiryMilliseconds', () => {
  it('accepts ISO dates, seconds and milliseconds', () => {
    expect(toExpiryMilliseconds('2030-01-01T00:00:00.000Z')).toBe(1893456000000)
    expect(toExpiryMilliseconds(1893456000)).toBe(1893456000000)
    expect(toExpiryMilliseconds(1893456000000)).toBe(1893456000000)
  })

  it('refuses anything else', () => {
    expect(() => toExpiryMilliseconds('soon')).toThrow('Invalid session expiry: "soon"')
    expect(() => toExpiryMilliseconds(null)).toThrow(TypeError)
    expect(() => toExpiryMilliseconds(-1)).toThrow(TypeError)
  })
})
