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

/** Thrown for a version table name that is not a plain SQL identifier (it is written into the SQL). */
export class MigrationTableNameError extends Error {
  override name = 'MigrationTableNameError'
}

/**
 * Applies every migration not yet recorded in `table` (default `schema_migrations`), each in its own
 * transaction, under an advisory lock so that several processes starting together do not race. Another
 * service sharing the database (the secure site) passes its own table so version numbers do not clash.
 * Returns the versions applied.
 *
 * @example
 * await migrate(db) // [1, 2] on a new database, [] afterwards
 * await migrate(db, readMigrations(secureSiteMigrationsDir), 'secure_site_migrations')
 */
export async function migrate(
  db: Database,
  migrations = readMigrations(),
  table = 'schema_migrations',
): Promise<number[]> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(table)) {
    throw new MigrationTableNameError(`Migration table name '${table}' must be a lowercase SQL identifier`)
  }
  // Under the lock too: two concurrent CREATE TABLE IF NOT EXISTS can still collide in PostgreSQL's catalog.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.execute(
      `CREATE TABLE IF NOT EXISTS ${table} (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    )
  })
  // Versions already recorded are skipped without a transaction each (a start on a current schema: one query).
  const recorded = await db.query<{ version: number }>(`SELECT version FROM ${table}`)
  const known = new Set(recorded.map((row) => Number(row.version)))
  const applied: number[] = []
  for (const migration of migrations.filter((m) => !known.has(m.version))) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
      const rows = await tx.query(`SELECT 1 FROM ${table} WHERE version = $1`, [migration.version])
      if (rows.length > 0) return false
      await tx.execute(migration.sql)
      await tx.query(`INSERT INTO ${table} (version, name) VALUES ($1, $2)`, [
        migration.version,
        migration.name,
      ])
      return true
    })
    if (done) applied.push(migration.version)
  }
  return applied
}
