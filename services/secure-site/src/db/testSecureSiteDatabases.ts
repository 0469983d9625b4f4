// Test support: fresh databases of both kinds with the data API's and the secure site's schemas (tests run the
// real data API on the same database to answer project origins).
import { migrate, type Database } from '@portico/api'
import { openFreshPglite, openFreshPostgres } from '@portico/api/testing'
import { migrateSecureSite } from './migrateSecureSite.ts'

async function migrateBoth(db: Database): Promise<void> {
  await migrate(db)
  await migrateSecureSite(db)
}

async function withSecureSiteSchema(open: () => Promise<Database>): Promise<Database> {
  const db = await open()
  await migrateSecureSite(db)
  return db
}

/** Both kinds, for `describe.each`. */
export const testSecureSiteDatabases = [
  { kind: 'postgres', open: () => withSecureSiteSchema(openFreshPostgres) },
  { kind: 'pglite', open: () => openFreshPglite({ prepare: migrateBoth }) },
] as const
