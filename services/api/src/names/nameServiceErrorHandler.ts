import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { NameRejection, nameServiceErrorBody } from './nameRejection.ts'

/**
 * Error handler for the name routes: every refusal, schema failures included, carries §8's
 * `reasons: [{ description }]`, whose first description the client shows; unexpected errors are logged and
 * answered 500 without internals.
 *
 * @example
 * app.setErrorHandler(handleNameServiceError)
 */
export async function handleNameServiceError(
  error: FastifyError | NameRejection,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof NameRejection) {
    return reply.code(error.statusCode).send(nameServiceErrorBody(error.statusCode, error.description))
  }
  const statusCode = error.statusCode ?? 500
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(nameServiceErrorBody(statusCode, error.message))
  }
  request.log.error(error)
  return reply.code(500).send(nameServiceErrorBody(500, 'Internal server error'))
}
