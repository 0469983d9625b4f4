// Test support: a new PostgreSQL database that several processes can open by URL (the lease hand-over test).
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrate } from '../src/db/migrate.ts'
import { openPostgres } from '../src/db/openPostgres.ts'
import { testPostgresAdminUrl } from '../src/db/testDatabases.ts'

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: testPostgresAdminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Creates and migrates a database on the test PostgreSQL server; `drop` removes it (closing its connections).
 *
 * @example
 * const { url, drop } = await createFreshPostgresUrl()
 */
export async function createFreshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portico_test_${randomBytes(6).toString('hex')}`
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(testPostgresAdminUrl)
  url.pathname = `/${name}`
  const db = openPostgres(url.toString())
  await migrate(db)
  await db.close()
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
