/** Thrown when the data API cannot say which origins a project allows (down, or an unexpected answer). */
export class ProjectLookupError extends Error {
  override name = 'ProjectLookupError'
}

/** Looks up a project's allowed origins; `undefined` for an unknown project. */
export type ProjectOrigins = (projectId: string) => Promise<string[] | undefined>

/**
 * Asks the data API `GET /v1/projects/:id/origins`, reusing each answer (known or unknown) for `cacheMs`.
 *
 * @example
 * const originsOf = createProjectOrigins({ apiUrl: 'http://127.0.0.1:8787' })
 * await originsOf('portico-demo') // ['http://localhost:5173', …]
 */
export function createProjectOrigins({
  apiUrl,
  cacheMs = 5_000,
}: {
  apiUrl: string
  cacheMs?: number
}): ProjectOrigins {
  const cache = new Map<string, { origins: string[] | undefined; until: number }>()
  return async (projectId) => {
    const hit = cache.get(projectId)
    if (hit && hit.until > Date.now()) return hit.origins
    const url = `${apiUrl}/v1/projects/${encodeURIComponent(projectId)}/origins`
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    } catch (error) {
      throw new ProjectLookupError(`The data API at ${apiUrl} did not answer: ${(error as Error).message}`, {
        cause: error,
      })
    }
    let origins: string[] | undefined
    if (response.status === 404) origins = undefined
    else if (response.ok) {
      const body = (await response.json()) as { origins?: unknown }
      if (!Array.isArray(body.origins) || !body.origins.every((o) => typeof o === 'string')) {
        throw new ProjectLookupError(`The data API answered ${url} without an origins list`)
      }
      origins = body.origins
    } else throw new ProjectLookupError(`The data API answered ${url} with HTTP ${response.status}`)
    if (cache.size > 10_000) cache.clear()
    cache.set(projectId, { origins, until: Date.now() + cacheMs })
    return origins
  }
}
