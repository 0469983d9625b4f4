import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** What {@link sendCacheable} answers. */
export interface SendCacheableParameters {
  /** The whole body, already serialised. */
  body: string | Buffer
  /** A strong validator, quoted (see {@link strongEtagOf}). */
  etag: string
  contentType: string
  cacheControl: string
}

/**
 * A strong ETag for `body`: the first 128 bits of its sha256, quoted. Equal bodies give equal tags in every
 * process, so a browser's copy revalidates against any API replica.
 *
 * @example
 * strongEtagOf('{"data":[],"count":0}') // '"…22 base64url characters…"'
 */
export function strongEtagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
}

/**
 * Whether an `If-None-Match` header matches `etag` (RFC 9110 §13.1.2: `*`, or any listed tag under the weak
 * comparison, which ignores a `W/` prefix).
 *
 * @example
 * etagMatches('W/"a", "b"', '"b"') // true
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

/**
 * Answers a GET with `body`, its ETag and Cache-Control, or with 304 and no body when the request's
 * If-None-Match already names that ETag (the 304 carries the same validators and lifetime, RFC 9110 §15.4.5).
 *
 * @example
 * return sendCacheable(request, reply, { body, etag, contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=3600' })
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag, contentType, cacheControl }: SendCacheableParameters,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cacheControl)
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send()
  return reply.header('content-type', contentType).send(body)
}
