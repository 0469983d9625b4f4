import { resolve } from 'node:path'
import { openPglite, openPostgres, type Database } from '@portico/api'
import { migrateSecureSite } from './migrateSecureSite.ts'

/**
 * Opens the secure site's database and brings its schema up to date: PostgreSQL at `DATABASE_URL` when set,
 * otherwise PGlite in `PORTICO_SECURE_SITE_PGLITE_DIR` (default `.portico/secure-site-db`).
 *
 * @example
 * const db = await openSecureSiteDatabase(process.env)
 */
export async function openSecureSiteDatabase(env: Record<string, string | undefined>): Promise<Database> {
  const db = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : await openPglite(resolve(env.PORTICO_SECURE_SITE_PGLITE_DIR ?? '.portico/secure-site-db'))
  try {
    await migrateSecureSite(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
