import { STATUS_CODES } from 'node:http'

/** The body every name-service refusal is sent with; §8: clients show `reasons[0].description`. */
export interface NameServiceErrorBody {
  statusCode: number
  error: string
  message: string
  reasons: { description: string }[]
}

/**
 * A name-service request the server refuses, with the HTTP status and the one reason shown to the user.
 *
 * @example
 * throw new NameRejection(409, 'Name is already taken')
 */
export class NameRejection extends Error {
  override name = 'NameRejection'
  constructor(
    readonly statusCode: 400 | 401 | 404 | 409 | 429,
    readonly description: string,
  ) {
    super(description)
  }
}

/**
 * The response body for a refusal: Fastify's usual fields plus §8's `reasons` array.
 *
 * @example
 * nameServiceErrorBody(404, 'Name not found').reasons // [{ description: 'Name not found' }]
 */
export function nameServiceErrorBody(statusCode: number, description: string): NameServiceErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: description,
    reasons: [{ description }],
  }
}
