// Test support: fresh, migrated databases. Every suite runs on PostgreSQL, production's database; the suites where
// PGlite's own behaviour is under test (the indexer, leases, counted limits, migrations) run on both kinds
// (ADR 0003).
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

/**
 * The database every suite runs on, for `describe.each`: PostgreSQL (the server `npm test` starts). PGlite, which
 * `npm start` and the e2e stack use, is covered by {@link bothTestDatabases}' suites and the e2e flows.
 *
 * @example
 * describe.each(testDatabases)('projects on $kind', ({ open }) => { ... })
 */
export const testDatabases = [{ kind: 'postgres', open: openFreshPostgres }] as const

/**
 * Both kinds, for `describe.each` in the suites whose SQL behaves differently on PGlite (one connection, its
 * own locking and counting): the indexer, its leases, the counted limits and the migrations (ADR 0003).
 *
 * @example
 * describe.each(bothTestDatabases)('indexer leases on $kind', ({ open }) => { ... })
 */
export const bothTestDatabases = [
  { kind: 'postgres', open: openFreshPostgres },
  { kind: 'pglite', open: openFreshPglite },
] as const
