import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

describe.each(testDatabases)('GET /v1/projects/:id/origins on $kind', ({ open }) => {
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  beforeAll(async () => {
    db = await open()
    await createProject(db, {
      id: 'shop',
      name: 'Shop',
      origins: ['https://shop.example', 'http://localhost:5173'],
    })
    app = buildApiServer({ chains: devnetApiChains() }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  it("answers a project's allowed origins", async () => {
    const response = await app.inject('/v1/projects/shop/origins')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ origins: ['http://localhost:5173', 'https://shop.example'] })
  })

  it("answers an unknown project with 404 'Invalid Project ID'", async () => {
    const response = await app.inject('/v1/projects/nobody/origins')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ message: 'Invalid Project ID' })
  })
})
