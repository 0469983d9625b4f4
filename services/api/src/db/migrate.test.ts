import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './database.ts'
import { migrate, readMigrations } from './migrate.ts'
import { openPostgres } from './openPostgres.ts'
import { bothTestDatabases } from './testDatabases.ts'
import { temporaryDirectories } from '../../testing/temporaryDirectories.ts'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

describe.each(bothTestDatabases)('migrate on $kind', ({ kind, open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open() // already migrated once
  })
  afterAll(() => db?.close())

  it('records every migration once and applies nothing the second time', async () => {
    const recorded = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    )
    expect(recorded.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version))
    expect(await migrate(db)).toEqual([])
  })

  it('rolls a failing migration back whole, leaving no half-applied schema', async () => {
    const broken = [
      { version: 9_999, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
    ]
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_function/)
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")).toEqual(
      [],
    )
    expect(await db.query('SELECT 1 FROM schema_migrations WHERE version = 9999')).toEqual([])
  })

  it("keeps a second service's versions in its own table, so the same numbers do not clash", async () => {
    const other = [{ version: 1, name: 'other_first', sql: 'CREATE TABLE other_service_things (id int)' }]
    expect(await migrate(db, other, 'other_service_migrations')).toEqual([1])
    expect(await migrate(db, other, 'other_service_migrations')).toEqual([])
    const names = await db.query<{ name: string }>('SELECT name FROM schema_migrations WHERE version = 1')
    expect(names).toEqual([{ name: readMigrations()[0]!.name }])
    await expect(migrate(db, other, 'drop table x;')).rejects.toThrow(
      "Migration table name 'drop table x;' must be a lowercase SQL identifier",
    )
  })

  if (kind === 'postgres') {
    it('lets two processes migrate the same database at once, applying each migration once', async () => {
      const name = (await db.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name
      const base = new URL(
        process.env.PORTICO_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      )
      base.pathname = `/${name}`
      const racers = [openPostgres(base.toString()), openPostgres(base.toString())]
      const extra = [{ version: 9_000, name: 'race', sql: 'CREATE TABLE raced (id int)' }]
      const results = await Promise.all(racers.map((r) => migrate(r, extra)))
      await Promise.all(racers.map((r) => r.close()))
      expect(results.flat()).toEqual([9_000])
    })
  }
})

describe('readMigrations', () => {
  it('refuses a file that is not named NNNN_words.sql', () => {
    const dir = temporaryDirectory('portico-migrations-')
    writeFileSync(join(dir, 'add-things.sql'), 'SELECT 1')
    expect(() => readMigrations(dir)).toThrow("Migration file 'add-things.sql' must be named NNNN_words.sql")
  })

  it('refuses two files with the same number', () => {
    const dir = temporaryDirectory('portico-migrations-')
    writeFileSync(join(dir, '0001_a.sql'), 'SELECT 1')
    writeFileSync(join(dir, '0001_b.sql'), 'SELECT 1')
    expect(() => readMigrations(dir)).toThrow('Two migrations share version 1')
  })
})
