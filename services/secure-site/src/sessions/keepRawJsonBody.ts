import type { FastifyInstance, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as the client sent it: a session proof signs its hash (set by {@link keepRawJsonBody}). */
    rawJsonBody?: string
  }
}

/**
 * In the plugin it is called in, parses JSON bodies as before but keeps the text, so a session proof's body
 * hash is checked against exactly the bytes that were sent (re-serialising the parsed body could differ).
 *
 * @example
 * export const rpcRoutes: FastifyPluginAsync = async (app) => { keepRawJsonBody(app); app.post('/v1/rpc', …) }
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      request.rawJsonBody = text
      try {
        done(null, text === '' ? undefined : JSON.parse(text))
      } catch (error) {
        const refused = error as Error & { statusCode?: number }
        refused.statusCode = 400
        done(refused, undefined)
      }
    },
  )
}
