import type { FastifyInstance } from 'fastify'
import { MailDeliveryError } from '../email/createMailer.ts'
import { ProjectLookupError } from '../projects/createProjectOrigins.ts'
import { SecureSiteHttpError } from './httpErrors.ts'

/**
 * Every error becomes `{ message, code? }` with a 4xx/5xx status: the secure site's own errors as they are,
 * Fastify's client errors (bad JSON, wrong content type) with their message, upstream failures as a generic 502, and
 * anything else as a logged 500 that does not leak internals.
 */
export function useErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof SecureSiteHttpError) {
      if (error.statusCode === 429 && 'retryAfterSeconds' in error.extra) {
        reply.header('Retry-After', String(error.extra.retryAfterSeconds))
      }
      return reply.code(error.statusCode).send({
        message: error.message,
        ...(typeof error.code === 'number' ? { code: error.code } : {}),
        ...error.extra,
      })
    }
    // The log keeps the upstream's address and error; the client learns only which service failed.
    if (error instanceof ProjectLookupError) {
      request.log.error(error)
      return reply.code(502).send({ message: 'The project service is not answering. Try again later.' })
    }
    if (error instanceof MailDeliveryError) {
      request.log.error(error)
      return reply.code(502).send({ message: 'Could not send the email. Try again later.' })
    }
    const statusCode = (error as { statusCode?: number }).statusCode
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ message: (error as Error).message })
    }
    request.log.error(error)
    return reply.code(500).send({ message: 'Internal error' })
  })
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  )
}
