import { resolve } from 'node:path'
import type { Database } from './database.ts'
import { migrate } from './migrate.ts'
import { openPglite } from './openPglite.ts'
import { openPostgres } from './openPostgres.ts'

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL at `DATABASE_URL` when set,
 * otherwise PGlite in `PORTICO_PGLITE_DIR` (default `.portico/api-db` under the working directory).
 *
 * @example
 * const db = await openDatabase(process.env)
 */
export async function openDatabase(env: Record<string, string | undefined>): Promise<Database> {
  const db = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : await openPglite(resolve(env.PORTICO_PGLITE_DIR ?? '.portico/api-db'))
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
