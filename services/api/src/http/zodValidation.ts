import type { FastifyInstance } from 'fastify'
import type { ZodType } from 'zod'

/** A request that failed its route schema; answered with 400 and `message`. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError'
  readonly statusCode = 400
  readonly code = 'INVALID_REQUEST'
}

/**
 * Lets routes declare zod schemas for params, querystring and body: input is parsed (and coerced) before
 * the handler runs, and the first problem becomes a 400 whose message names the field.
 */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    const result = (schema as ZodType).safeParse(data)
    if (result.success) return { value: result.data }
    const issue = result.error.issues[0]
    const field = issue?.path.length ? issue.path.join('.') : (httpPart ?? 'request')
    return { error: new RequestValidationError(`${field}: ${issue?.message ?? 'invalid value'}`) }
  })
}
