import type pg from 'pg'
import type { Database, Queryable } from './database.ts'

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, params as unknown[])).rows as Row[]
    },
    async execute(sql: string) {
      await client.query(sql)
    },
  }
}

/** A pool on `connectionString`, with the driver loaded now: a process on PGlite never loads `pg`. */
async function openPool(connectionString: string): Promise<pg.Pool> {
  const { default: driver } = await import('pg')
  const pool = new driver.Pool({ connectionString, max: 10 })
  // An idle client losing its server must not crash the process; the next query reports the problem.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`))
  return pool
}

/**
 * A {@link Database} on a PostgreSQL server. The driver loads with the first query, so that opening stays
 * synchronous and a process that never uses PostgreSQL does not load it.
 *
 * @example
 * const db = openPostgres('postgres://postgres@127.0.0.1:5432/portico')
 */
export function openPostgres(connectionString: string): Database {
  let opening: Promise<pg.Pool> | undefined
  const pool = () => (opening ??= openPool(connectionString))
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params?: readonly unknown[]) {
      return queryable(await pool()).query<Row>(sql, params)
    },
    async execute(sql: string) {
      await queryable(await pool()).execute(sql)
    },
    async transaction(work) {
      const client = await (await pool()).connect()
      try {
        await client.query('BEGIN')
        const result = await work(queryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined) // the original error is the one to report
        throw error
      } finally {
        client.release()
      }
    },
    close: async () => {
      if (opening) await (await opening).end()
    },
  }
}
