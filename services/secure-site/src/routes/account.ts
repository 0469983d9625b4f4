import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { SESSION_PROOF_HEADER, chainIdSchema, emailSchema, otpSchema } from '@portico/frame-protocol'
import { z } from 'zod'
import { createCodeGuard } from '../email/codeFailures.ts'
import { confirmCurrentEmail, confirmNewEmail, startEmailUpdate } from '../email/updateEmail.ts'
import { bearerTokenOf, hostScopeOf } from '../http/hostAccess.ts'
import { SessionExpiredError } from '../http/httpErrors.ts'
import type { SecureSiteContext } from '../secureSiteContext.ts'
import { keepRawJsonBody } from '../sessions/keepRawJsonBody.ts'
import { findSessionUser, revokeSession } from '../sessions/sessionStore.ts'
import { embeddedUserOf } from '../users/embeddedUserOf.ts'
import { findUserById } from '../users/userStore.ts'

/**
 * The signed-in user of a request's bearer session, proven by the iframe's session key (401 'Session Expired'
 * otherwise). The route's plugin must call {@link keepRawJsonBody} so the body hash is checked on what was sent.
 */
export async function sessionOf(context: SecureSiteContext, request: FastifyRequest) {
  const proof = request.headers[SESSION_PROOF_HEADER]
  return findSessionUser(context.db, bearerTokenOf(request), hostScopeOf(request), {
    method: request.method,
    path: request.url,
    body: request.rawJsonBody ?? '',
    proof: typeof proof === 'string' ? proof : undefined,
  })
}

const userQuery = z.object({ chainId: chainIdSchema.optional() })
const otpBody = z.object({ otp: otpSchema })

/** The signed-in user: §5 GET_USER, SIGN_OUT and the three steps of UPDATE_EMAIL. */
export const accountRoutes: FastifyPluginAsync<{ context: SecureSiteContext }> = async (app, { context }) => {
  const { db } = context
  keepRawJsonBody(app)

  app.get('/v1/user', { schema: { querystring: userQuery } }, async (request) => {
    const { userId } = await sessionOf(context, request)
    const user = await findUserById(db, userId)
    if (!user) throw new SessionExpiredError()
    const { chainId } = request.query as z.infer<typeof userQuery>
    return embeddedUserOf(user, String(chainId ?? context.defaultChainId))
  })

  app.post('/v1/signout', async (request) => {
    const { tokenHash } = await sessionOf(context, request)
    await revokeSession(db, tokenHash)
    return {}
  })

  const updateContext = async (request: FastifyRequest) => {
    const { userId, tokenHash } = await sessionOf(context, request)
    const guard = createCodeGuard({
      policy: context.codeFailures,
      mailer: context.mailer,
      clientIp: request.ip,
    })
    return { db, mailer: context.mailer, codeHmacKey: context.keys.codeHmac, userId, tokenHash, guard }
  }

  app.post('/v1/email/update', { schema: { body: z.object({ email: emailSchema }) } }, async (request) =>
    startEmailUpdate(await updateContext(request), (request.body as { email: string }).email.toLowerCase()),
  )
  app.post('/v1/email/update/primary', { schema: { body: otpBody } }, async (request) =>
    confirmCurrentEmail(await updateContext(request), (request.body as { otp: string }).otp),
  )
  app.post('/v1/email/update/secondary', { schema: { body: otpBody } }, async (request) =>
    confirmNewEmail(await updateContext(request), (request.body as { otp: string }).otp),
  )
}
