import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/database.ts'
import { defaultApiLimits } from '../config/apiLimits.ts'
import { createMemoryRateLimitStore, type RateLimitStore } from '../http/rateLimitStore.ts'
import { refuseOverBudget, type RateBudget } from '../http/rateLimits.ts'
import { createProjectLookup } from './createProjectLookup.ts'
import { isProjectId, PROJECT_ID_RULE } from './projectId.ts'

/** The 403 bodies clients act on; the messages are the spec's (§8: 'origin not allowed', 'Invalid Project ID'). */
export const accessDenied = {
  invalidProject: {
    statusCode: 403,
    code: 'INVALID_PROJECT_ID',
    error: 'Forbidden',
    message: 'Invalid Project ID',
  },
  malformedProject: {
    statusCode: 400,
    code: 'INVALID_PROJECT_ID',
    error: 'Bad Request',
    message: `projectId must be ${PROJECT_ID_RULE}`,
  },
  originNotAllowed: {
    statusCode: 403,
    code: 'ORIGIN_NOT_ALLOWED',
    error: 'Forbidden',
    message: 'origin not allowed',
  },
} as const

export interface ProjectAccessOptions {
  db: Database
  /** How long a looked-up project is reused before the database is asked again. */
  cacheMs?: number
  /** How many projects the look-up cache holds at most (the least recently used goes first). */
  cacheSize?: number
  /** Counters for the per-project budget; default in process. */
  store?: RateLimitStore
  /** Requests per existing project; default apiLimits.ts's. */
  perProject?: RateBudget
}

function projectIdOf(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as { projectId?: unknown } | undefined)?.projectId
  const fromBody = (request.body as { projectId?: unknown } | undefined)?.projectId
  const id = fromQuery ?? fromBody
  return typeof id === 'string' ? id : undefined
}

/**
 * Every route that names a `projectId` (query or body) needs an existing project, and a browser request
 * (one with an `Origin` header) must come from one of its allowed origins. Requests without `Origin` come
 * from servers and scripts, which can claim any origin anyway, so they are let through.
 */
const projectAccessPlugin: FastifyPluginAsync<ProjectAccessOptions> = async (
  app,
  {
    db,
    cacheMs = 5_000,
    cacheSize = defaultApiLimits.projectCacheSize,
    store = createMemoryRateLimitStore(),
    perProject = { limit: defaultApiLimits.ratePerProject, windowMs: defaultApiLimits.rateWindowMs },
  },
) => {
  const lookup = createProjectLookup({ db, cacheMs, maxEntries: cacheSize })
  // preHandler: after schema validation, so a missing projectId is already a route's own 400.
  app.addHook('preHandler', async (request, reply) => {
    const projectId = projectIdOf(request)
    if (projectId === undefined) return
    // Checked before any look-up: an oversized or odd id never reaches the database or a cache key.
    if (!isProjectId(projectId)) return reply.code(400).send(accessDenied.malformedProject)
    const project = await lookup(projectId)
    if (!project) return reply.code(403).send(accessDenied.invalidProject)
    const origin = request.headers.origin
    if (origin !== undefined && !project.origins.includes(origin.toLowerCase())) {
      return reply.code(403).send(accessDenied.originNotAllowed)
    }
    // Counted for existing projects only, so random ids cannot fill the counters either.
    if (await refuseOverBudget(store, reply, `project:${project.id}`, perProject, 'this project'))
      return reply
  })
}

export const projectAccess = fp(projectAccessPlugin, { name: 'project-access' })
