import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setAnalyticsEnabled } from '../analytics/analyticsEnabled.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { createMemoryRateLimitStore } from '../http/rateLimitStore.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { buildApiServer } from '../server.ts'
import { projectAccess } from '../projects/projectAccess.ts'
import { createProject } from '../projects/projectStore.ts'
import { analyticsRoutes } from './analytics.ts'

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'http://localhost:5173/shop',
  domain: 'localhost',
  timestamp: 1_790_000_000_123,
  props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc', properties: { connected: false } },
  ...overrides,
})

describe.each(testDatabases)('analytics routes on $kind', ({ open }) => {
  let db: Database
  let app: FastifyInstance
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
    await createProject(db, { id: 'quiet', name: 'quiet', origins: [] })
    await setAnalyticsEnabled(db, 'quiet', false)
    app = Fastify()
    useZodValidation(app)
    const store = createMemoryRateLimitStore()
    const budget = { limit: 1_000, windowMs: 60_000 }
    await app.register(projectAccess, { db, cacheSize: 10, store, perProject: budget })
    await app.register(analyticsRoutes, { db, store, perIp: budget, perProject: budget })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const post = (
    body: unknown,
    query = 'projectId=test&st=appkit&sv=html-wagmi-1.0.0',
    contentType?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/e?${query}`,
      ...(contentType
        ? {
            headers: { 'content-type': contentType },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          }
        : { payload: body as object }),
    })
  const stored = (eventId: string) =>
    db.query<Record<string, unknown>>(
      `SELECT project_id, sdk_type, sdk_version, url, domain, event, event_type, address, properties,
         (extract(epoch FROM occurred_at) * 1000)::bigint::text AS occurred_ms
       FROM analytics_events WHERE event_id = $1`,
      [eventId],
    )

  it('answers isAnalyticsEnabled per project, true unless turned off', async () => {
    expect((await app.inject('/getAnalyticsConfig?projectId=test&st=appkit&sv=1')).json()).toEqual({
      isAnalyticsEnabled: true,
    })
    expect((await app.inject('/getAnalyticsConfig?projectId=quiet')).json()).toEqual({
      isAnalyticsEnabled: false,
    })
    const missing = await app.inject('/getAnalyticsConfig')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('projectId: projectId is required')
    expect((await app.inject('/getAnalyticsConfig?projectId=nope')).statusCode).toBe(403)
  })

  it('lets a browser keep the analytics config (ADR 0029), revalidated by ETag, and never keeps a refusal', async () => {
    const url = '/getAnalyticsConfig?projectId=test&st=appkit&sv=1'
    const first = await app.inject(url)
    expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400')
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    const revalidated = await app.inject({ url, headers: { 'if-none-match': etag } })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    // Another answer, another ETag: the match is on the body, not on the route.
    const quiet = await app.inject({
      url: '/getAnalyticsConfig?projectId=quiet',
      headers: { 'if-none-match': etag },
    })
    expect(quiet.statusCode).toBe(200)
    expect(quiet.json()).toEqual({ isAnalyticsEnabled: false })
    const refused = await app.inject({
      url: '/getAnalyticsConfig?projectId=nope',
      headers: { 'if-none-match': etag },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['cache-control']).toBeUndefined()
  })

  it('stores an event with its project, st and sv, answering 202', async () => {
    const body = event()
    const response = await post(body)
    expect(response.statusCode).toBe(202)
    expect(await stored(body.eventId)).toEqual([
      {
        project_id: 'test',
        sdk_type: 'appkit',
        sdk_version: 'html-wagmi-1.0.0',
        url: 'http://localhost:5173/shop',
        domain: 'localhost',
        event: 'MODAL_OPEN',
        event_type: 'track',
        address: '0xabc',
        properties: { connected: false },
        occurred_ms: '1790000000123',
      },
    ])
  })

  it('treats a repeated eventId as the same event (idempotent)', async () => {
    const body = event()
    expect((await post(body)).statusCode).toBe(202)
    expect((await post({ ...body, props: { event: 'CONNECT_SUCCESS' } })).statusCode).toBe(202)
    const rows = await stored(body.eventId)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.event).toBe('MODAL_OPEN')
  })

  it('reads a sendBeacon body sent as text/plain JSON, and accepts MODAL_CREATED like any event', async () => {
    const body = event({ props: { event: 'MODAL_CREATED' } })
    expect((await post(body, undefined, 'text/plain')).statusCode).toBe(202)
    expect((await stored(body.eventId))[0]?.event).toBe('MODAL_CREATED')
    const broken = await post('{not json', undefined, 'text/plain')
    expect(broken.statusCode).toBe(400)
    expect(broken.json().message).toBe('body: not valid JSON')
  })

  it('accepts but does not store events of a project that turned analytics off', async () => {
    const body = event()
    expect((await post(body, 'projectId=quiet')).statusCode).toBe(202)
    expect(await stored(body.eventId)).toEqual([])
  })

  it.each([
    [{ eventId: 'not-a-uuid' }, 'eventId: must be a UUID'],
    [{ timestamp: '2026-01-01' }, 'timestamp: must be a number of milliseconds since 1970'],
    [{ timestamp: 1.5 }, 'timestamp: must be a whole number of milliseconds'],
    [{ url: '' }, 'url: must not be empty'],
    [{ props: { type: 'track' } }, 'props.event: is required'],
    [
      { props: { event: 'has spaces' } },
      'props.event: must be 1 to 64 letters, digits, "_", ".", ":" or "-"',
    ],
    [{ props: { event: 'X', properties: 'nope' } }, 'props.properties: must be an object'],
  ])('answers a bad body %o with 400 and a clear message', async (overrides, message) => {
    const response = await post(event(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(message)
  })

  it('needs a known projectId in the query', async () => {
    expect((await post(event(), 'st=appkit')).json().message).toBe('projectId: projectId is required')
    const unknown = await post(event(), 'projectId=nope')
    expect(unknown.statusCode).toBe(403)
    expect(unknown.json().message).toBe('Invalid Project ID')
  })
})

describe('analytics bounds', () => {
  let db: Database
  beforeAll(async () => {
    db = await testDatabases[0].open()
    await createProject(db, { id: 'flood', name: 'flood', origins: [] })
  })
  afterAll(() => db?.close())
  const count = async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM analytics_events'))[0]!.n)

  it('attack: one address cannot flood the events table; past its cap events are refused with 429', async () => {
    const app = buildApiServer({ chains: [], limits: { analyticsPerIp: 3 } }, { db })
    try {
      const statuses = []
      for (let i = 0; i < 5; i++) {
        const response = await app.inject({ method: 'POST', url: '/e?projectId=flood', payload: event() })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([202, 202, 202, 429, 429])
      expect(await count()).toBe(3)
    } finally {
      await app.close()
    }
  })

  it('attack: events do not pile up forever; past the retention period they are deleted', async () => {
    await db.query(`UPDATE analytics_events SET received_at = now() - interval '91 days'`)
    const app = buildApiServer({ chains: [], limits: { analyticsRetentionDays: 90 } }, { db })
    try {
      expect(
        (await app.inject({ method: 'POST', url: '/e?projectId=flood', payload: event() })).statusCode,
      ).toBe(202)
      // The sweep runs when the server is ready (then every sweepIntervalMs): the old events are gone.
      expect(await count()).toBe(1)
    } finally {
      await app.close()
    }
  })
})
