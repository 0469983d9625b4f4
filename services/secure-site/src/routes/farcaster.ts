import type { FastifyPluginAsync } from 'fastify'
import { loginSecretHashSchema, loginSecretSchema, sessionPublicKeySchema } from '@portico/frame-protocol'
import { z } from 'zod'
import {
  finishFarcasterLogin,
  startFarcasterLogin,
  type FarcasterLogin,
} from '../farcaster/farcasterLogin.ts'
import { hostScopeOf } from '../http/hostAccess.ts'
import { SecureSiteHttpError } from '../http/httpErrors.ts'
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
}

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
  const required = (): FarcasterLogin => {
    if (!login) throw new FarcasterUnavailableError()
    return login
  }

  app.post('/v1/farcaster/start', { schema: { body: startBody } }, async (request) => {
    const body = request.body as z.infer<typeof startBody>
    return startFarcasterLogin(required(), hostScopeOf(request), body.loginSecretHash)
  })

  app.post('/v1/farcaster/connect', { schema: { body: connectBody } }, async (request, reply) => {
    const body = request.body as z.infer<typeof connectBody>
    const scope = hostScopeOf(request)
    const closed = new AbortController()
    // The iframe went away (the modal closed): stop asking the relay for it.
    reply.raw.once('close', () => closed.abort())
    const result = await finishFarcasterLogin(required(), {
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
