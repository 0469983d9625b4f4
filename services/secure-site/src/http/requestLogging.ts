import type { FastifyRequest, FastifyServerOptions } from 'fastify'

/** Where log lines go when not to stdout (tests read them). */
export interface LogDestination {
  write(line: string): void
}

/**
 * The request's path without its query: approval links (`?token=`), social results (`?ticket=`, `?code=`,
 * `?state=`) and anything else in a query string can be a secret, so none is logged.
 *
 * @example
 * redactedUrl('/device/approve?token=abc') // '/device/approve?[redacted]'
 */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`
}

/**
 * Fastify logger options of the secure site: a request is logged as method, path (query redacted) and client
 * IP only, never its headers (`Authorization`, the session proof) or body (codes, login secrets).
 *
 * @example
 * Fastify({ logger: secureSiteLoggerOptions() })
 */
export function secureSiteLoggerOptions(destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    ...(destination ? { stream: destination } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  }
}
