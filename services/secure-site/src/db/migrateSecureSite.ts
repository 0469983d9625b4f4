import { fileURLToPath } from 'node:url'
import { migrate, readMigrations, type Database } from '@portico/api'

/** services/secure-site/migrations */
export const secureSiteMigrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url))

/**
 * Applies the secure site's migrations, recorded in `secure_site_migrations` so they do not clash with the
 * data API's `schema_migrations` when both share one PostgreSQL.
 *
 * @example
 * await migrateSecureSite(db) // [1] on a new database
 */
export function migrateSecureSite(db: Database): Promise<number[]> {
  return migrate(db, readMigrations(secureSiteMigrationsDir), 'secure_site_migrations')
}
