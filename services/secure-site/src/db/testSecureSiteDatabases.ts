// Test support: fresh databases with the data API's and the secure site's schemas (tests run the real data API
// on the same database to answer project origins). Every suite runs on PostgreSQL; the suites where PGlite's own
// behaviour is under test (the counted code guesses) run on both kinds (ADR 0003).
import { migrate, type Database } from '@portico/api'
import { openFreshPglite, openFreshPostgres } from '@portico/api/testing'
import { migrateSecureSite } from './migrateSecureSite.ts'

async function migrateBoth(db: Database): Promise<void> {
  await migrate(db)
  await migrateSecureSite(db)
}

/**
 * A new PostgreSQL database with both schemas, dropped on close.
 *
 * @example
 * const bed = await startSecureSiteTestBed(await openSecureSitePostgres())
 */
export async function openSecureSitePostgres(): Promise<Database> {
  const db = await openFreshPostgres()
  await migrateSecureSite(db)
  return db
}

/**
 * A new in-memory PGlite database with both schemas, gone on close.
 *
 * @example
 * const bed = await startSecureSiteTestBed(await openSecureSitePglite())
 */
export function openSecureSitePglite(): Promise<Database> {
  return openFreshPglite({ prepare: migrateBoth })
}

/**
 * The database every suite runs on, for `describe.each`: PostgreSQL. PGlite, which `npm start` and the e2e stack
 * use, is covered by {@link bothSecureSiteDatabases}' suites and the e2e flows.
 *
 * @example
 * describe.each(testSecureSiteDatabases)('key custody on $kind', ({ open }) => { ... })
 */
export const testSecureSiteDatabases = [{ kind: 'postgres', open: openSecureSitePostgres }] as const

/**
 * Both kinds, for `describe.each` in the suites whose SQL behaves differently on PGlite.
 *
 * @example
 * describe.each(bothSecureSiteDatabases)('guessing codes on $kind', ({ open }) => { ... })
 */
export const bothSecureSiteDatabases = [
  { kind: 'postgres', open: openSecureSitePostgres },
  { kind: 'pglite', open: openSecureSitePglite },
] as const
