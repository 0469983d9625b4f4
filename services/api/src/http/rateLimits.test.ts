import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './rateLimitStore.ts'

let db: Database
beforeAll(async () => {
  db = await openFreshPostgres()
  await createProject(db, { id: 'busy', name: 'Busy', origins: [] })
})
afterAll(() => db?.close())

type App = ReturnType<typeof buildApiServer>
const apps: App[] = []
afterAll(async () => {
  for (const app of apps) await app.close()
})
function serve(config: Omit<Parameters<typeof buildApiServer>[0], 'chains'>): App {
  const app = buildApiServer({ chains: [], ...config }, { db, rateLimitStore: createMemoryRateLimitStore() })
  apps.push(app)
  return app
}

describe('rate limits', () => {
  it('attack: one address flooding any route gets 429 with Retry-After and a clear message', async () => {
    const app = serve({ limits: { ratePerIp: 5, rateWindowMs: 60_000 } })
    for (let i = 0; i < 5; i++) expect((await app.inject('/health')).statusCode).toBe(200)
    const refused = await app.inject('/health')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59)
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests from this address: try again in \d+ seconds$/),
    })
    // Another address still has its own budget.
    expect((await app.inject({ url: '/health', remoteAddress: '10.0.0.2' })).statusCode).toBe(200)
  })

  it('attack: a forged X-Forwarded-For does not give a flooding client a fresh budget', async () => {
    const direct = serve({ limits: { ratePerIp: 3 } })
    const statuses = []
    for (let i = 0; i < 5; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}` }
      statuses.push((await direct.inject({ url: '/health', headers: forged })).statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])

    // Behind one trusted proxy, the client is the entry that proxy added (the last), whatever comes before it.
    const proxied = serve({ trustedProxyHops: 1, limits: { ratePerIp: 3 } })
    const behindProxy = []
    for (let i = 0; i < 5; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.7` }
      behindProxy.push((await proxied.inject({ url: '/health', headers })).statusCode)
    }
    expect(behindProxy).toEqual([200, 200, 200, 429, 429])
    const other = { 'x-forwarded-for': '192.0.2.8' }
    expect((await proxied.inject({ url: '/health', headers: other })).statusCode).toBe(200)
  })

  it('attack: one project cannot use more than its budget, from however many addresses', async () => {
    const app = serve({ limits: { ratePerProject: 4, ratePerIp: 1_000 } })
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        url: '/getAnalyticsConfig?projectId=busy',
        remoteAddress: `10.1.0.${i}`,
      })
      statuses.push(response.statusCode)
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(
          /^Too many requests from this project: try again in \d+ seconds$/,
        )
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })

  it('shares one count across processes through Redis', async () => {
    const prefix = `portico:test:rate:${randomBytes(4).toString('hex')}:`
    const first = createRedisRateLimitStore({ url: 'redis://127.0.0.1:6379', prefix })
    const second = createRedisRateLimitStore({ url: 'redis://127.0.0.1:6379', prefix })
    try {
      expect((await first.hit('ip:a', 2, 60_000)).allowed).toBe(true)
      expect((await second.hit('ip:a', 2, 60_000)).allowed).toBe(true)
      const third = await first.hit('ip:a', 2, 60_000)
      expect(third.allowed).toBe(false)
      expect(third.retryAfterMs).toBeGreaterThan(50_000)
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('keeps at most maxKeys counters in process, whatever the number of addresses', async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 100 })
    for (let i = 0; i < 10_000; i++) await store.hit(`ip:${i}`, 5, 60_000)
    expect(store.size()).toBeLessThanOrEqual(100)
  })
})
