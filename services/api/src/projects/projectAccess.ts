import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/database.ts'
import { findProject, type Project } from './projectStore.ts'

/** The 403 bodies clients act on; the messages are the spec's (§8: 'origin not allowed', 'Invalid Project ID'). */
export const accessDenied = {
  invalidProject: {
    statusCode: 403,
    code: 'INVALID_PROJECT_ID',
    error: 'Forbidden',
    message: 'Invalid Project ID',
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
  { db, cacheMs = 5_000 },
) => {
  const cache = new Map<string, { project: Project | undefined; until: number }>()
  async function lookup(id: string) {
    const hit = cache.get(id)
    if (hit && hit.until > Date.now()) return hit.project
    const project = await findProject(db, id)
    cache.set(id, { project, until: Date.now() + cacheMs })
    return project
  }
  // preHandler: after schema validation, so a missing or malformed projectId is already a 400.
  app.addHook('preHandler', async (request, reply) => {
    const projectId = projectIdOf(request)
    if (projectId === undefined) return
    const project = await lookup(projectId)
    if (!project) return reply.code(403).send(accessDenied.invalidProject)
    const origin = request.headers.origin
    if (origin !== undefined && !project.origins.includes(origin.toLowerCase())) {
      return reply.code(403).send(accessDenied.originNotAllowed)
    }
  })
}

export const projectAccess = fp(projectAccessPlugin, { name: 'project-access' })
