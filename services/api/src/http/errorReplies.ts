import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { RpcError } from '@portico/common'
import { BaseError } from 'viem'

/**
 * The body of a reply the API could not serve because of itself or something behind it (a chain node, the
 * database): generic text and the request id to quote, never the error's own message, which may name an
 * RPC URL with its key, a SQL statement or a stack.
 *
 * @example
 * reply.code(500).send(serverErrorBody(500, request.id))
 */
export function serverErrorBody(statusCode: 500 | 502, requestId: string) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode],
    message:
      statusCode === 502
        ? `An upstream service did not answer as expected; try again later (request id ${requestId})`
        : `Something went wrong on our side (request id ${requestId})`,
    requestId,
  }
}

/**
 * Answers an error: a client error (4xx, schema failures included) with its status and message, anything
 * else as 500 (or 502 when a chain node failed) with {@link serverErrorBody}; the details go to the log only.
 *
 * @example
 * app.setErrorHandler(replyToError)
 */
export async function replyToError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send({
      statusCode,
      ...(typeof error.code === 'string' ? { code: error.code } : {}),
      error: STATUS_CODES[statusCode],
      message: error.message,
    })
  }
  request.log.error({ err: error }, 'request failed')
  // A chain node's failure: viem's errors, or the RPC transport's §8 ones (no URL answered, a JSON-RPC error).
  const upstream = error instanceof BaseError || error instanceof RpcError
  return reply.code(upstream ? 502 : 500).send(serverErrorBody(upstream ? 502 : 500, request.id))
}

/**
 * Installs {@link replyToError} for every route and names each reply's request id in `x-request-id`, so a
 * person reporting a failure can quote the id that finds its log line.
 */
export function useErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler(replyToError)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
}
