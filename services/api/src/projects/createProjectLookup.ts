import type { Database } from '../db/database.ts'
import { findProject, type Project } from './projectStore.ts'

/** Options of {@link createProjectLookup}. */
export interface CreateProjectLookupParameters {
  db: Database
  /** How long a found project is reused before the database is asked again. */
  cacheMs: number
  /** Most projects kept; the least recently used goes first. */
  maxEntries: number
}

/**
 * A project look-up with a bounded LRU cache of the projects that exist. Misses are never cached: ids that
 * name no project (an attacker's random ones) would otherwise fill memory or push real projects out.
 *
 * @example
 * const lookup = createProjectLookup({ db, cacheMs: 5_000, maxEntries: 1_000 })
 * await lookup('demo') // { id: 'demo', … } or undefined
 */
export function createProjectLookup({ db, cacheMs, maxEntries }: CreateProjectLookupParameters) {
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new RangeError('the project cache size must be a positive whole number')
  }
  // A Map keeps insertion order: re-inserting on a hit moves it to the back, so the front is the LRU.
  const cache = new Map<string, { project: Project; until: number }>()
  // Look-ups under way: the requests that name a project while it is read wait for that one query (when an
  // entry expires under load, tens of requests would otherwise each ask). Holds only ids being read now.
  const reading = new Map<string, Promise<Project | undefined>>()
  const lookup = async (id: string): Promise<Project | undefined> => {
    const hit = cache.get(id)
    cache.delete(id)
    if (hit && hit.until > Date.now()) {
      cache.set(id, hit)
      return hit.project
    }
    let read = reading.get(id)
    if (!read) {
      read = findProject(db, id).finally(() => reading.delete(id))
      reading.set(id, read)
    }
    const project = await read
    if (!project) return undefined
    cache.set(id, { project, until: Date.now() + cacheMs })
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string)
    return project
  }
  /** How many projects are cached now (tests check the bound). */
  lookup.size = () => cache.size
  return lookup
}
