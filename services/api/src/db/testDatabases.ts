// Test support: fresh, migrated databases of both kinds, so each suite proves its SQL on PostgreSQL and PGlite.
import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Database } from './database.ts'
import { migrate } from './migrate.ts'
import { pgliteDatabase } from './openPglite.ts'
import { openPostgres } from './openPostgres.ts'

/** The server `npm test` makes sure is running (scripts/ensurePostgres.mjs). */
export const testPostgresAdminUrl =
  process.env.PORTICO_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresAdminUrl })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${testPostgresAdminUrl} (${(error as Error).message}); npm test starts it, or set PORTICO_TEST_POSTGRES_URL`,
      { cause: error },
    )
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A new database on the test PostgreSQL server, dropped again on close. */
export async function openFreshPostgres(): Promise<Database> {
  const name = `portico_test_${randomBytes(6).toString('hex')}`
  await admin((client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(testPostgresAdminUrl)
  url.pathname = `/${name}`
  const db = openPostgres(url.toString())
  await migrate(db)
  return {
    ...db,
    async close() {
      await db.close()
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

/** Parameters of {@link openFreshPglite}. */
export interface OpenFreshPgliteParameters {
  /** Brings a new database to the schema the tests need; default the data API's migrations. */
  prepare?: (db: Database) => Promise<unknown>
}

// The first database each test file opens is prepared for real and dumped; the file's next ones start from
// that dump, in about a fifth of the time `initdb` plus the migrations take (0.5 s against 2 to 3 s here).
const templates = new Map<OpenFreshPgliteParameters['prepare'], Promise<Blob>>()

/**
 * A new in-memory PGlite database with the data API's schema (or what `prepare` makes), gone on close.
 *
 * @example
 * const db = await openFreshPglite({ prepare: async (db) => { await migrate(db); await migrateSecureSite(db) } })
 */
export async function openFreshPglite({
  prepare = migrate,
}: OpenFreshPgliteParameters = {}): Promise<Database> {
  const template = templates.get(prepare)
  if (template) return pgliteDatabase(await PGlite.create({ loadDataDir: await template }))
  const pglite = await PGlite.create()
  const db = pgliteDatabase(pglite)
  try {
    await prepare(db)
    const dump = pglite.dumpDataDir('none')
    templates.set(prepare, dump)
    // A failed dump is not kept: the next open prepares its own database again.
    dump.catch(() => templates.delete(prepare))
    await dump
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

/** Both kinds, for `describe.each`. */
export const testDatabases = [
  { kind: 'postgres', open: openFreshPostgres },
  { kind: 'pglite', open: openFreshPglite },
] as const
