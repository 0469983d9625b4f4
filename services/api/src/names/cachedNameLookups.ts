import { cacheLifetimes, type Cache } from '../cache/cache.ts'
import type { Queryable } from '../db/database.ts'
import { findProfileByName, findProfilesByAddress, type AccountProfile } from './findProfiles.ts'

/** Name-service reads behind the §9 cache (5 min), shared by the identity and profile routes. */
export interface CachedNameLookups {
  /** Profiles whose names resolve to `address` (reverse lookup, and identity's primary name). */
  profilesByAddress(address: string, options?: { forceUpdate?: boolean }): Promise<AccountProfile[]>
  /** The profile of `name`, if registered. */
  profileByName(name: string, options?: { forceUpdate?: boolean }): Promise<AccountProfile | undefined>
  /** Drops what a registration of `name` for `address` changes, so the new name shows at once. */
  forget(name: string, address: string): Promise<void>
}

const byAddressKey = (address: string) => `names:address:${address.toLowerCase()}`
const byNameKey = (name: string) => `names:name:${name.toLowerCase()}`

/**
 * §9: names and identities are cached 5 minutes (in process, or in Redis when `REDIS_URL` is set);
 * `forceUpdate` reads the database and refreshes the entry. Unregistered names are not cached, so a name
 * registered a moment ago resolves at once.
 *
 * @example
 * const names = createCachedNameLookups(db, createCache(process.env))
 * const [primary] = await names.profilesByAddress('0x7099…79C8')
 */
export function createCachedNameLookups(db: Queryable, cache: Cache): CachedNameLookups {
  return {
    async profilesByAddress(address, { forceUpdate = false } = {}) {
      const key = byAddressKey(address)
      if (!forceUpdate) {
        const cached = await cache.get<AccountProfile[]>(key)
        if (cached) return cached
      }
      const profiles = await findProfilesByAddress(db, address)
      await cache.set(key, profiles, cacheLifetimes.identityMs)
      return profiles
    },
    async profileByName(name, { forceUpdate = false } = {}) {
      const key = byNameKey(name)
      if (!forceUpdate) {
        const cached = await cache.get<AccountProfile>(key)
        if (cached) return cached
      }
      const profile = await findProfileByName(db, name)
      if (profile) await cache.set(key, profile, cacheLifetimes.namesMs)
      return profile
    },
    async forget(name, address) {
      await Promise.all([cache.delete(byNameKey(name)), cache.delete(byAddressKey(address))])
    },
  }
}
