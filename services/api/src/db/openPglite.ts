import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'
import { lockPgliteDirectory } from './pgliteLock.ts'

function queryable(client: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await client.query<Row>(sql, params as unknown[])).rows
    },
    async execute(sql: string) {
      await client.exec(sql)
    },
  }
}

/**
 * A {@link Database} on PGlite (PostgreSQL compiled to WebAssembly, in this process) keeping its files in
 * `dataDir`. Only one process may open a directory at a time; a second one gets a `DatabaseInUseError`.
 *
 * @example
 * const db = await openPglite('.portico/api-db')
 */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dirname(dataDir), { recursive: true })
  const release = lockPgliteDirectory(dataDir)
  let pglite: PGlite
  try {
    pglite = await PGlite.create(dataDir)
  } catch (error) {
    release()
    throw error
  }
  return pgliteDatabase(pglite, release)
}

/**
 * A {@link Database} on an open PGlite instance; `close` closes it and then calls `afterClose`.
 *
 * @example
 * const db = pgliteDatabase(await PGlite.create({ loadDataDir: template }))
 */
export function pgliteDatabase(pglite: PGlite, afterClose: () => void = () => {}): Database {
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    async close() {
      await pglite.close()
      afterClose()
    },
  }
}
