import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { accessDenied } from '../projects/projectAccess.ts'
import { findProject } from '../projects/projectStore.ts'

export interface ProjectOriginsRoutesOptions {
  db: Database
}

const params = z.object({ id: z.string().min(1).max(64) })

/**
 * `GET /v1/projects/:id/origins` → `{ origins }`: the secure site asks which host pages may embed its iframe
 * and call it for this project (§7 'origin not allowed'); an unknown id is 404 'Invalid Project ID'.
 */
export const projectOriginsRoutes: FastifyPluginAsync<ProjectOriginsRoutesOptions> = async (app, { db }) => {
  app.get('/v1/projects/:id/origins', { schema: { params } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof params>
    const project = await findProject(db, id)
    if (!project) {
      return reply.code(404).send({ ...accessDenied.invalidProject, statusCode: 404, error: 'Not Found' })
    }
    return { origins: project.origins }
  })
}
