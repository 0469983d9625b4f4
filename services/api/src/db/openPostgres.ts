import pg from 'pg'
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

/**
 * A {@link Database} on a PostgreSQL server.
 *
 * @example
 * const db = openPostgres('postgres://postgres@127.0.0.1:5432/portico')
 */
export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client losing its server must not crash the process; the next query reports the problem.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`))
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect()
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
    close: () => pool.end(),
  }
}
