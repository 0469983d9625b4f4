import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ProjectOrigins } from '../projects/createProjectOrigins.ts'
import type { SessionScope } from '../sessions/sessionStore.ts'
import { InvalidProjectError, OriginNotAllowedError } from './httpErrors.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The project and host origin of a `/v1/*` request, checked by {@link useHostAccess}. */
    hostScope: SessionScope | null
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name]
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/**
 * Every `/v1/*` request comes from the iframe page: its `Origin` (when present) is the secure site itself,
 * `X-Portico-Project-Id` names a project (else 403 'Invalid Project ID') and `X-Portico-Host-Origin` is one of
 * that project's allowed origins (else 403 'origin not allowed', §8).
 */
export function useHostAccess(
  app: FastifyInstance,
  {
    publicUrl,
    projectOrigins,
  }: {
    publicUrl: string
    projectOrigins: ProjectOrigins
  },
): void {
  app.decorateRequest('hostScope', null)
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/')) return
    const origin = header(request, 'origin')
    if (origin !== undefined && origin !== publicUrl) throw new OriginNotAllowedError()
    const projectId = header(request, 'x-portico-project-id')
    if (!projectId || projectId.length > 64) throw new InvalidProjectError()
    const origins = await projectOrigins(projectId)
    if (!origins) throw new InvalidProjectError()
    const hostOrigin = header(request, 'x-portico-host-origin')?.toLowerCase()
    if (!hostOrigin || !origins.includes(hostOrigin)) throw new OriginNotAllowedError()
    request.hostScope = { projectId, hostOrigin }
  })
}

/** The checked scope of a `/v1/*` request (set by {@link useHostAccess}). */
export function hostScopeOf(request: FastifyRequest): SessionScope {
  if (!request.hostScope) throw new InvalidProjectError()
  return request.hostScope
}

/** The bearer token of a request, if any. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization
  const match = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization) : null
  return match?.[1]
}
