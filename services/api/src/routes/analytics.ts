import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { isAnalyticsEnabled } from '../analytics/analyticsEnabled.ts'
import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent.ts'
import type { Database } from '../db/database.ts'
import type { RateLimitStore } from '../http/rateLimitStore.ts'
import { refuseOverBudget, type RateBudget } from '../http/rateLimits.ts'
import { sendCacheable, strongEtagOf } from '../http/sendCacheable.ts'
import { RequestValidationError } from '../http/zodValidation.ts'

const projectQuery = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  st: z.string().max(64, 'must be at most 64 characters').optional(),
  sv: z.string().max(64, 'must be at most 64 characters').optional(),
})

const MAX_PROPERTIES_JSON = 16_384

// ADR 0029: kept an hour, then shown stale for a day (§9) while revalidated. While analytics is off POST /e stores
// nothing, so an old 'on' costs only ignored beacons; an old 'off' loses events for at most that hour.
export const ANALYTICS_CONFIG_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

// §7: body eventId, url, domain, timestamp, props (event fields, address).
const eventBody = z.object({
  eventId: z.uuid({ error: 'must be a UUID' }),
  url: z
    .string({ error: 'must be a string' })
    .min(1, 'must not be empty')
    .max(2_048, 'must be at most 2048 characters'),
  domain: z
    .string({ error: 'must be a string' })
    .min(1, 'must not be empty')
    .max(253, 'must be at most 253 characters'),
  timestamp: z
    .number({ error: 'must be a number of milliseconds since 1970' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must not be negative')
    .max(8.64e15, 'is too far in the future'),
  props: z.object(
    {
      type: z.string().max(64, 'must be at most 64 characters').optional(),
      event: z
        .string({ error: 'is required' })
        .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits, "_", ".", ":" or "-"'),
      address: z.string().max(128, 'must be at most 128 characters').optional(),
      properties: z
        .record(z.string(), z.unknown(), { error: 'must be an object' })
        .refine((value) => JSON.stringify(value).length <= MAX_PROPERTIES_JSON, {
          message: `must be at most ${MAX_PROPERTIES_JSON} characters of JSON`,
        })
        .optional(),
    },
    { error: 'must be an object with at least an event' },
  ),
})

export interface AnalyticsRoutesOptions {
  db: Database
  /** Counters for the ingestion caps. */
  store: RateLimitStore
  /** Events accepted per client IP. */
  perIp: RateBudget
  /** Events accepted per project. */
  perProject: RateBudget
}

/**
 * §7 analytics: `GET /getAnalyticsConfig` (isAnalyticsEnabled) and `POST /e`, which answers 202 and stores the
 * event with the project, st and sv. MODAL_CREATED is accepted and stored like any event: §7 says the client
 * does not send it, not that the server must refuse it. Ingestion is capped per IP and per project (429), on
 * top of the API's general budgets, so one page or script cannot fill the events table.
 */
export const analyticsRoutes: FastifyPluginAsync<AnalyticsRoutesOptions> = async (
  app,
  { db, store, perIp, perProject },
) => {
  // navigator.sendBeacon posts JSON as text/plain; read it as JSON (this plugin's routes only).
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(new RequestValidationError('body: not valid JSON'), undefined)
    }
  })

  app.get<{ Querystring: z.infer<typeof projectQuery> }>(
    '/getAnalyticsConfig',
    { schema: { querystring: projectQuery } },
    async (request, reply) => {
      const body = JSON.stringify({
        isAnalyticsEnabled: await isAnalyticsEnabled(db, request.query.projectId),
      })
      return sendCacheable(request, reply, {
        body,
        etag: strongEtagOf(body),
        contentType: 'application/json; charset=utf-8',
        cacheControl: ANALYTICS_CONFIG_CACHE_CONTROL,
      })
    },
  )

  app.post<{ Querystring: z.infer<typeof projectQuery>; Body: z.infer<typeof eventBody> }>(
    '/e',
    { schema: { querystring: projectQuery, body: eventBody } },
    async (request, reply) => {
      const { projectId, st, sv } = request.query
      if (await refuseOverBudget(store, reply, `events:ip:${request.ip}`, perIp, 'this address')) return reply
      if (await refuseOverBudget(store, reply, `events:project:${projectId}`, perProject, 'this project')) {
        return reply
      }
      if (await isAnalyticsEnabled(db, projectId)) {
        await recordAnalyticsEvent(db, { projectId, sdkType: st, sdkVersion: sv, ...request.body })
      }
      return reply.code(202).send({ status: 'accepted' })
    },
  )
}
