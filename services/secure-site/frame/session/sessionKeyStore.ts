import { generateSessionKeyPair } from '@portico/frame-protocol'
import * as z from 'zod'
import type { KeyValueStorage } from './sessionStore.ts'

/** Where the session key pair is kept, which decides whether its private half can ever be read. */
export type SessionKeyPersistence = 'indexedDB' | 'storage'

/** Keeps the iframe's session key pair across reloads. */
export interface SessionKeyStore {
  readonly persistence: SessionKeyPersistence
  /** A new pair for a login about to finish; not kept until {@link SessionKeyStore.save}. */
  generate(): Promise<CryptoKeyPair>
  load(): Promise<CryptoKeyPair | undefined>
  save(keys: CryptoKeyPair): Promise<void>
  clear(): Promise<void>
}

const DATABASE = 'portico-secure'
const STORE = 'keys'
const ENTRY = 'session'
const STORAGE_KEY = '@portico-secure/sessionKey'
const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/**
 * Opens the iframe's key database, or rejects where the browser denies a third-party frame IndexedDB.
 *
 * @example
 * const store = await openIndexedDbKeyStore(indexedDB)
 */
export async function openIndexedDbKeyStore(factory: IDBFactory): Promise<SessionKeyStore> {
  const request = factory.open(DATABASE, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(STORE)
  const database = await promised(request)
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
    promised(work(database.transaction(STORE, mode).objectStore(STORE)))
  return {
    persistence: 'indexedDB',
    // CryptoKeys are structured-cloneable: the private half goes into IndexedDB still not extractable.
    generate: () => generateSessionKeyPair(false),
    async load() {
      const value = (await run('readonly', (store) => store.get(ENTRY))) as CryptoKeyPair | undefined
      return value?.privateKey && value.publicKey ? value : undefined
    },
    async save(keys) {
      await run('readwrite', (store) =>
        store.put({ privateKey: keys.privateKey, publicKey: keys.publicKey }, ENTRY),
      )
    },
    async clear() {
      await run('readwrite', (store) => store.delete(ENTRY))
    },
  }
}

const storedPairSchema = z.object({
  privateKey: z.record(z.string(), z.unknown()),
  publicKey: z.record(z.string(), z.unknown()),
})

/**
 * Where the frame has no IndexedDB (third-party storage blocked): the pair as JWKs in the frame's own storage
 * (partitioned cookies), imported back as a non-extractable key. The private half is then readable by the
 * secure site's own page only, as the session token beside it is; ADR 0011 weighs this.
 *
 * @example
 * const store = createStorageKeyStore(cookieStorage)
 */
export function createStorageKeyStore(storage: KeyValueStorage): SessionKeyStore {
  return {
    persistence: 'storage',
    generate: () => generateSessionKeyPair(true),
    async load() {
      const raw = storage.getItem(STORAGE_KEY)
      if (raw === null) return undefined
      let parsed: z.infer<typeof storedPairSchema>
      try {
        parsed = storedPairSchema.parse(JSON.parse(raw))
      } catch {
        // Not written by this store: there is no usable key, so the session needs a new login.
        return undefined
      }
      const [privateKey, publicKey] = await Promise.all([
        crypto.subtle.importKey('jwk', parsed.privateKey as JsonWebKey, ECDSA, false, ['sign']),
        crypto.subtle.importKey('jwk', parsed.publicKey as JsonWebKey, ECDSA, true, ['verify']),
      ])
      return { privateKey, publicKey }
    },
    async save(keys) {
      const [privateKey, publicKey] = await Promise.all([
        crypto.subtle.exportKey('jwk', keys.privateKey),
        crypto.subtle.exportKey('jwk', keys.publicKey),
      ])
      storage.setItem(STORAGE_KEY, JSON.stringify({ privateKey, publicKey }))
    },
    async clear() {
      storage.removeItem(STORAGE_KEY)
    },
  }
}

/**
 * IndexedDB with a non-extractable key where the browser allows it, else the frame's storage.
 *
 * @example
 * const keys = await pickSessionKeyStore({ indexedDB: () => window.indexedDB, storage })
 */
export async function pickSessionKeyStore(sources: {
  indexedDB: () => IDBFactory | undefined
  storage: KeyValueStorage
}): Promise<SessionKeyStore> {
  try {
    const factory = sources.indexedDB()
    if (factory) return await openIndexedDbKeyStore(factory)
  } catch {
    // Denied (third-party storage blocked): the storage fallback below.
  }
  return createStorageKeyStore(sources.storage)
}
