import type { FastifyInstance } from 'fastify'
import type { ZodType } from 'zod'
import { BadRequestError } from './httpErrors.ts'

/**
 * Lets routes declare zod schemas for querystring and body: input is parsed before the handler runs and the
 * first problem becomes a 400 `{ message }` naming the field (§5: email must be a valid email format).
 */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    const result = (schema as ZodType).safeParse(data)
    if (result.success) return { value: result.data }
    const issue = result.error.issues[0]
    const field = issue?.path.length ? issue.path.join('.') : (httpPart ?? 'request')
    return { error: new BadRequestError(`${field}: ${issue?.message ?? 'invalid value'}`) }
  })
}
