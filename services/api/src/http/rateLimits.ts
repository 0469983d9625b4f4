import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { RateLimitStore } from './rateLimitStore.ts'

/** One budget: at most `limit` requests per `windowMs` for each key. */
export interface RateBudget {
  limit: number
  windowMs: number
}

/**
 * Counts one request under `key`; when it is over `budget`, answers 429 with Retry-After and a message
 * naming what ran out (`who`), and returns true so the caller stops.
 *
 * @example
 * if (await refuseOverBudget(store, reply, `project:${id}`, budget, 'this project')) return reply
 */
export async function refuseOverBudget(
  store: RateLimitStore,
  reply: FastifyReply,
  key: string,
  budget: RateBudget,
  who: string,
): Promise<boolean> {
  const { allowed, retryAfterMs } = await store.hit(key, budget.limit, budget.windowMs)
  if (allowed) return false
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  await reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: `Too many requests from ${who}: try again in ${seconds} seconds`,
    })
  return true
}

/** Options of {@link rateLimits}. */
export interface RateLimitsOptions {
  store: RateLimitStore
  /** Requests per client IP (`request.ip`, which honours only the configured trusted proxy hops). */
  perIp: RateBudget
}

/**
 * Every request, on every route, counts against its client IP's budget before its body is read; the
 * per-project budget is counted by projectAccess once the project is known to exist.
 */
const rateLimitsPlugin: FastifyPluginAsync<RateLimitsOptions> = async (app, { store, perIp }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (await refuseOverBudget(store, reply, `ip:${request.ip}`, perIp, 'this address')) return reply
  })
  app.addHook('onClose', () => store.close())
}

export const rateLimits = fp(rateLimitsPlugin, { name: 'rate-limits' })
