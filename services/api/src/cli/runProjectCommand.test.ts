import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { runProjectCommand, UsageError } from './runProjectCommand.ts'

let db: Database
beforeAll(async () => {
  db = await openFreshPostgres()
})
afterAll(() => db?.close())

describe('npm run portico -- project …', () => {
  it('creates a project and prints its id, name and origins', async () => {
    const output = await runProjectCommand(db, [
      'create',
      '--name',
      'demo',
      '--origin',
      'http://localhost:5173',
    ])
    expect(output).toMatch(/^[0-9a-f]{32} {2}demo {2}http:\/\/localhost:5173$/)
  })

  it('ensures, adds origins, shows and lists, with --json for scripts', async () => {
    await runProjectCommand(db, [
      'ensure',
      '--id',
      'demo',
      '--name',
      'Demo',
      '--origin',
      'http://localhost:5173',
    ])
    await runProjectCommand(db, ['add-origin', '--id', 'demo', '--origin', 'http://127.0.0.1:5173'])
    expect(JSON.parse(await runProjectCommand(db, ['show', '--id', 'demo', '--json']))).toEqual({
      id: 'demo',
      name: 'Demo',
      origins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
    })
    expect(await runProjectCommand(db, ['list'])).toContain(
      'demo  Demo  http://127.0.0.1:5173 http://localhost:5173',
    )
  })

  it('explains what is missing or unknown', async () => {
    await expect(runProjectCommand(db, ['create', '--name', 'x'])).rejects.toThrow(
      'project create needs at least one --origin',
    )
    await expect(runProjectCommand(db, ['ensure', '--id', 'x'])).rejects.toThrow(
      'project ensure needs --name',
    )
    await expect(runProjectCommand(db, ['show', '--id', 'ghost'])).rejects.toThrow(
      "No project has id 'ghost'",
    )
    await expect(runProjectCommand(db, ['rename'])).rejects.toThrow(UsageError)
    await expect(runProjectCommand(db, ['list', '--colour'])).rejects.toThrow(/Unknown option '--colour'/)
  })
})
