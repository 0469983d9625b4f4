import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiConfigurations } from '../../testing/apiConfigurations.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import { devnetThreeApiConfig } from '../../testing/devnetThreeApiConfig.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { projectAccess } from '../projects/projectAccess.ts'
import { createProject } from '../projects/projectStore.ts'
import { supportedChainsRoutes } from './supportedChains.ts'

describe.each(testDatabases)('GET /v1/supported-chains on $kind', ({ open }) => {
  let db: Database
  let app: FastifyInstance
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
    app = Fastify()
    useZodValidation(app)
    await app.register(projectAccess, { db })
    await app.register(supportedChainsRoutes, { chains: devnetApiChains() })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  it('lists the configured chains as CAIP-2 ids over http and none over ws', async () => {
    const response = await app.inject('/v1/supported-chains?projectId=test&st=appkit&sv=react-1.0.0')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
  })

  it('needs a projectId that exists', async () => {
    const missing = await app.inject('/v1/supported-chains')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/^projectId: /)
    const unknown = await app.inject('/v1/supported-chains?projectId=nope')
    expect(unknown.statusCode).toBe(403)
    expect(unknown.json().message).toBe('Invalid Project ID')
  })
})

describe('GET /v1/supported-chains on each configuration file', () => {
  it.each(apiConfigurations)('lists the chains of $name', async (configuration) => {
    const chains = configuration.chainId === 31339 ? devnetThreeApiConfig().chains : devnetApiChains()
    const app = Fastify()
    useZodValidation(app)
    await app.register(supportedChainsRoutes, { chains })
    try {
      const response = await app.inject('/v1/supported-chains?projectId=test')
      expect(response.json()).toEqual({ http: configuration.configuredChains, ws: [] })
      expect(configuration.configuredChains).toContain(configuration.caipNetworkId)
    } finally {
      await app.close()
    }
  })
})
