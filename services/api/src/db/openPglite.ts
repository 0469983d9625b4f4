import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { setFlagsFromString } from 'node:v8'
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

// V8's default budget (1.8 M) has PostgreSQL's start-up code optimised by TurboFan on background threads: about
// 1 s of CPU per process as it opens, competing with every other service starting on a 2-core machine (50 M
// still left 0.3 s). At 1 G, code run while opening stays on the baseline compiler; a function that keeps running
// (a busy query path) still reaches TurboFan.
const WASM_TIERING_BUDGET = 1_000_000_000

/** Raises V8's WebAssembly tier-up budget before PGlite compiles, unless the process was given its own. */
function deferWasmTierUp() {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((flag) =>
    /wasm[-_]tiering[-_]budget/.test(flag),
  )
  if (!given) setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`)
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
  deferWasmTierUp()
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
