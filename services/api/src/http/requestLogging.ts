import type { FastifyServerOptions } from 'fastify'

const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization', 'x-api-key']

/**
 * A URL as it may be logged: the path only, since a query string can carry tokens, signatures and keys
 * (`?token=…`, an RPC provider's `?apikey=…`), and no credentials.
 *
 * @example
 * loggableUrl('/v1/x?token=abc') // '/v1/x?[query redacted]'
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?')
  return query < 0 ? url : `${url.slice(0, query)}?[query redacted]`
}

/**
 * Removes what could be a secret from text that quotes URLs (an error naming the RPC URL it failed on):
 * credentials, path, query and fragment go; the scheme and host stay, to say which service failed.
 *
 * @example
 * redactUrls('HTTP request failed. URL: https://rpc.example/v3/KEY') // 'HTTP request failed. URL: https://rpc.example/[redacted]'
 */
export function redactUrls(text: string): string {
  return text.replace(
    /\b(https?|wss?):\/\/(?:[^\s/@]*@)?([^\s/?#"']+)[^\s"']*/g,
    (_all, scheme, host) => `${scheme}://${host}/[redacted]`,
  )
}

/**
 * Fastify logger options that keep secrets out of request logs: the request line without its query, no
 * secret headers, and errors whose message and stack have their URLs cut to scheme and host.
 *
 * @example
 * Fastify({ logger: requestLogging(true) })
 */
export function requestLogging(
  logger: boolean | { stream: NodeJS.WritableStream },
): FastifyServerOptions['logger'] {
  if (logger === false) return false
  return {
    ...(logger === true ? {} : { stream: logger.stream }),
    redact: { paths: SECRET_HEADERS.map((name) => `req.headers["${name}"]`), censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
        type: error.name,
        message: redactUrls(error.message),
        stack: redactUrls(error.stack ?? ''),
        code: error.code,
        statusCode: error.statusCode,
      }),
    },
  }
}
