import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Database } from './database.ts'

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url))
// Any constant shared by every process of this API: concurrent starts apply migrations one at a time.
const MIGRATION_LOCK_KEY = 7_202_611

/** A numbered SQL file in services/api/migrations, e.g. `0001_projects.sql`. */
export interface Migration {
  version: number
  name: string
  sql: string
}

/** The migration files in version order; names must be `NNNN_words.sql` with unique numbers. */
export function readMigrations(dir = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file)
      if (!match) throw new Error(`Migration file '${file}' must be named NNNN_words.sql`)
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(`${dir}/${file}`, 'utf8') }
    })
    .sort((a, b) => a.version - b.version)
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]!.version === m.version)
      throw new Error(`Two migrations share version ${m.version}`)
  })
  return migrations
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction, under an
 * advisory lock so that several API processes starting together do not race. Returns the versions applied.
 *
 * @example
 * await migrate(db) // [1, 2] on a new database, [] afterwards
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<number[]> {
  // Under the lock too: two concurrent CREATE TABLE IF NOT EXISTS can still collide in PostgreSQL's catalog.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.execute(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    )
  })
  const applied: number[] = []
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version])
      if (rows.length > 0) return false
      await tx.execute(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
      return true
    })
    if (done) applied.push(migration.version)
  }
  return applied
}
