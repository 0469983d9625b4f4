// Test support: fresh, migrated databases of both kinds, so each suite proves its SQL on PostgreSQL and PGlite.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { Database } from './database.ts'
import { migrate } from './migrate.ts'
import { openPglite } from './openPglite.ts'
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

/** A PGlite database in a new temporary directory, removed again on close. */
export async function openFreshPglite(): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-pglite-'))
  const db = await openPglite(join(dir, 'db'))
  await migrate(db)
  return {
    ...db,
    async close() {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Both kinds, for `describe.each`. */
export const testDatabases = [
  { kind: 'postgres', open: openFreshPostgres },
  { kind: 'pglite', open: openFreshPglite },
] as const
