import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts, startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { buildApiServer } from '../server.ts'
import { createProject } from './projectStore.ts'

let devnet: RunningDevnet
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
})
afterAll(() => devnet?.stop())

const address = devnetAccounts[1]!.address
const balance = (projectId: string) =>
  `/v1/account/${address}/balance?projectId=${projectId}&chainId=eip155:31337`

describe.each(testDatabases)('project access on $kind', ({ open }) => {
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'shop', name: 'Shop', origins: ['https://shop.example'] })
    const chains = devnetApiChains().map((c) => ({ ...c, rpcUrl: devnet.rpcUrl }))
    app = buildApiServer({ chains }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  it("answers an unknown project id with 403 'Invalid Project ID'", async () => {
    const response = await app.inject({ url: balance('nobody'), headers: { origin: 'https://shop.example' } })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' })
  })

  it("answers a browser origin the project does not allow with 403 'origin not allowed'", async () => {
    const response = await app.inject({ url: balance('shop'), headers: { origin: 'https://evil.example' } })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', message: 'origin not allowed' })
  })

  it('serves an allowed origin, with CORS headers naming it', async () => {
    const response = await app.inject({ url: balance('shop'), headers: { origin: 'https://shop.example' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.example')
    expect(response.json().balances[0].symbol).toBe('ETH')
  })

  it('serves a request without an Origin header (servers and scripts), and health without a project', async () => {
    expect((await app.inject(balance('shop'))).statusCode).toBe(200)
    expect((await app.inject('/health')).json()).toEqual({ status: 'ok' })
  })
})

describe('the project look-up cache', () => {
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  let lookups: string[]
  beforeAll(async () => {
    const real = await testDatabases[0].open()
    lookups = []
    // Counts the project look-ups that reach the database.
    db = {
      ...real,
      query: (sql, params) => {
        if (sql.includes('FROM projects p')) lookups.push(String(params?.[0]))
        return real.query(sql, params)
      },
    }
    for (const id of ['one', 'two', 'three', 'four']) await createProject(real, { id, name: id, origins: [] })
    app = buildApiServer({ chains: [], limits: { projectCacheSize: 2 } }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })
  const config = (projectId: string) => app.inject(`/getAnalyticsConfig?projectId=${projectId}`)

  it('attack: random project ids are never cached, so they cannot fill memory', async () => {
    for (let i = 0; i < 3; i++) expect((await config('random-id-1')).statusCode).toBe(403)
    expect(lookups.filter((id) => id === 'random-id-1')).toHaveLength(3)
  })

  it('attack: the cache of existing projects is bounded (the least recently used goes first)', async () => {
    for (const id of ['one', 'two', 'one', 'three', 'one', 'two']) {
      expect((await config(id)).statusCode).toBe(200)
    }
    // 'one' stays (used most recently when 'three' came); 'two' was pushed out by 'three', so it is read again.
    expect(lookups.filter((id) => ['one', 'two', 'three'].includes(id))).toEqual([
      'one',
      'two',
      'three',
      'two',
    ])
  })

  it('asks the database once for a project that many requests name at the same time', async () => {
    const responses = await Promise.all(Array.from({ length: 16 }, () => config('four')))
    expect(responses.map((r) => r.statusCode)).toEqual(Array(16).fill(200))
    expect(lookups.filter((id) => id === 'four')).toHaveLength(1)
    const unknown = await Promise.all(Array.from({ length: 8 }, () => config('random-id-2')))
    expect(unknown.map((r) => r.statusCode)).toEqual(Array(8).fill(403))
    // Shared while it is read, never kept: the next request for it asks again.
    expect((await config('random-id-2')).statusCode).toBe(403)
    expect(lookups.filter((id) => id === 'random-id-2')).toHaveLength(2)
  })

  it('attack: an oversized or odd project id is refused with 400 before any look-up', async () => {
    const before = lookups.length
    for (const id of ['a'.repeat(5_000), '..%2F..%2Fetc', 'x', 'semi%3Bcolon']) {
      const response = await config(id)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'INVALID_PROJECT_ID',
        message: "projectId must be 3 to 64 letters, digits, '-' or '_'",
      })
    }
    expect(lookups.length).toBe(before)
  })
})
