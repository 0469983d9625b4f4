import type { FastifyPluginAsync } from 'fastify'
import { loginSecretHashSchema, loginSecretSchema, sessionPublicKeySchema } from '@portico/frame-protocol'
import { z } from 'zod'
import {
  finishFarcasterLogin,
  startFarcasterLogin,
  type FarcasterLogin,
} from '../farcaster/farcasterLogin.ts'
import { hostScopeOf } from '../http/hostAccess.ts'
import {
  createRateLimiter,
  type HitCounter,
  type RateLimit,
  type RateLimiter,
} from '../http/createRateLimiter.ts'
import { SecureSiteHttpError, TryAgainLaterError } from '../http/httpErrors.ts'
import type { SecureSiteContext } from '../secureSiteContext.ts'
import { createSession } from '../sessions/sessionStore.ts'
import { embeddedUserOf } from '../users/embeddedUserOf.ts'
import { findUserById } from '../users/userStore.ts'

/** The secure site has no Farcaster relay configured (ADR 0022). */
export class FarcasterUnavailableError extends SecureSiteHttpError {
  override name = 'FarcasterUnavailableError'
  constructor() {
    super(404, 'Farcaster login is not available')
  }
}

const startBody = z.object({ loginSecretHash: loginSecretHashSchema })
const connectBody = z.object({
  state: z.string().min(1).max(2000),
  loginSecret: loginSecretSchema,
  publicKey: sessionPublicKeySchema,
})

/** Options of {@link farcasterRoutes}. */
export interface FarcasterRoutesOptions {
  context: SecureSiteContext
  /** Without it every route answers 'Farcaster login is not available'. */
  farcaster: Omit<FarcasterLogin, 'db' | 'loginStateKey' | 'walletKeysKey' | 'publicUrl'> | undefined
  /** How long one `POST /v1/farcaster/connect` waits for the approval (20 s, under §9's 30 s connect timeout). */
  waitMs?: number
  /** Where the per-IP budgets are counted (the site's shared counter). */
  hitCounter: HitCounter
}

const TEN_MINUTES = 10 * 60_000
/** Each start opens a relay channel: a person needs a few, a script is stopped. */
export const FARCASTER_START_PER_IP: RateLimit = { limit: 20, windowMs: TEN_MINUTES }
/** A waiting login asks every 20 s: 30 per login for its ten minutes, a few logins at once. */
export const FARCASTER_CONNECT_PER_IP: RateLimit = { limit: 120, windowMs: TEN_MINUTES }

/** Sign In With Farcaster (ADR 0022): §5 GET_FARCASTER_URI and CONNECT_FARCASTER. */
export const farcasterRoutes: FastifyPluginAsync<FarcasterRoutesOptions> = async (app, options) => {
  const { context } = options
  const login: FarcasterLogin | undefined = options.farcaster && {
    ...options.farcaster,
    db: context.db,
    loginStateKey: context.keys.loginState,
    walletKeysKey: context.keys.walletKeys,
    publicUrl: context.publicUrl,
  }
  const startPerIp = createRateLimiter(options.hitCounter, 'farcaster-start-ip', FARCASTER_START_PER_IP)
  const connectPerIp = createRateLimiter(options.hitCounter, 'farcaster-connect-ip', FARCASTER_CONNECT_PER_IP)
  const withinBudget = async (limiter: RateLimiter, ip: string) => {
    const waitMs = await limiter.hit(ip)
    if (waitMs > 0) throw new TryAgainLaterError(Math.ceil(waitMs / 1000))
  }
  const required = (): FarcasterLogin => {
    if (!login) throw new FarcasterUnavailableError()
    return login
  }

  app.post('/v1/farcaster/start', { schema: { body: startBody } }, async (request) => {
    const body = request.body as z.infer<typeof startBody>
    const configured = required()
    await withinBudget(startPerIp, request.ip)
    return startFarcasterLogin(configured, hostScopeOf(request), body.loginSecretHash)
  })

  app.post('/v1/farcaster/connect', { schema: { body: connectBody } }, async (request, reply) => {
    const body = request.body as z.infer<typeof connectBody>
    const scope = hostScopeOf(request)
    const configured = required()
    await withinBudget(connectPerIp, request.ip)
    const closed = new AbortController()
    // The iframe went away (the modal closed): stop asking the relay for it.
    reply.raw.once('close', () => closed.abort())
    const result = await finishFarcasterLogin(configured, {
      state: body.state,
      scope,
      loginSecret: body.loginSecret,
      waitMs: options.waitMs ?? 20_000,
      signal: closed.signal,
    })
    if (result.status === 'pending') return { status: 'pending' as const }
    const user = (await findUserById(context.db, result.userId))!
    const session = await createSession(context.db, result.userId, scope, body.publicKey)
    return { status: 'completed' as const, ...session, user: embeddedUserOf(user, context.defaultChainId) }
  })
}
