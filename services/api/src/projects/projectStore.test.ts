import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { InvalidOriginError } from './normalizeOrigin.ts'
import {
  addProjectOrigins,
  createProject,
  ensureProject,
  findProject,
  listProjects,
  ProjectError,
} from './projectStore.ts'

describe.each(testDatabases)('projects on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db?.close())

  it('creates a project with a generated 32-hex id and normalized, de-duplicated origins', async () => {
    const project = await createProject(db, {
      name: 'shop',
      origins: ['HTTP://Localhost:5173', 'http://localhost:5173'],
    })
    expect(project.id).toMatch(/^[0-9a-f]{32}$/)
    expect(await findProject(db, project.id)).toEqual({
      id: project.id,
      name: 'shop',
      origins: ['http://localhost:5173'],
    })
  })

  it('refuses a taken id and leaves the existing project as it was', async () => {
    await createProject(db, { id: 'taken', name: 'first', origins: ['https://first.example'] })
    await expect(
      createProject(db, { id: 'taken', name: 'second', origins: ['https://second.example'] }),
    ).rejects.toThrow("A project with id 'taken' already exists")
    expect(await findProject(db, 'taken')).toEqual({
      id: 'taken',
      name: 'first',
      origins: ['https://first.example'],
    })
  })

  it('refuses malformed ids, names and origins before writing anything', async () => {
    await expect(createProject(db, { id: 'a b', name: 'x', origins: [] })).rejects.toThrow(ProjectError)
    await expect(createProject(db, { id: 'okay-id', name: ' ', origins: [] })).rejects.toThrow(
      '1 to 100 characters',
    )
    await expect(createProject(db, { id: 'okay-id', name: 'x', origins: ['http://x/path'] })).rejects.toThrow(
      InvalidOriginError,
    )
    expect(await findProject(db, 'okay-id')).toBeUndefined()
  })

  it('ensure creates, then resets name and origins, idempotently', async () => {
    await ensureProject(db, { id: 'demo', name: 'Demo', origins: ['http://localhost:5173'] })
    await ensureProject(db, { id: 'demo', name: 'Demo app', origins: ['http://127.0.0.1:5173'] })
    await ensureProject(db, { id: 'demo', name: 'Demo app', origins: ['http://127.0.0.1:5173'] })
    expect(await findProject(db, 'demo')).toEqual({
      id: 'demo',
      name: 'Demo app',
      origins: ['http://127.0.0.1:5173'],
    })
  })

  it('adds origins to a project, and refuses an unknown id', async () => {
    await createProject(db, { id: 'grow', name: 'grow', origins: ['https://a.example'] })
    expect((await addProjectOrigins(db, 'grow', ['https://b.example', 'https://a.example'])).origins).toEqual(
      ['https://a.example', 'https://b.example'],
    )
    await expect(addProjectOrigins(db, 'nobody', ['https://a.example'])).rejects.toThrow(
      "No project has id 'nobody'",
    )
  })

  it('lists every project with its origins', async () => {
    const listed = await listProjects(db)
    expect(listed.find((p) => p.id === 'grow')?.origins).toEqual(['https://a.example', 'https://b.example'])
    expect(listed.length).toBeGreaterThanOrEqual(4)
  })
})
