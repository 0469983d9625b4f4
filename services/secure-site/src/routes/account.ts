import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { chainIdSchema, emailSchema, otpSchema } from '@portico/frame-protocol'
import { z } from 'zod'
import { confirmCurrentEmail, confirmNewEmail, startEmailUpdate } from '../email/updateEmail.ts'
import { bearerTokenOf, hostScopeOf } from '../http/hostAccess.ts'
import { SessionExpiredError } from '../http/httpErrors.ts'
import type { SecureSiteContext } from '../secureSiteContext.ts'
import { findSessionUser, revokeSession } from '../sessions/sessionStore.ts'
import { embeddedUserOf } from '../users/embeddedUserOf.ts'
import { findUserById } from '../users/userStore.ts'

/** The signed-in user of a request's bearer session (401 'Session Expired' otherwise). */
export async function sessionOf(context: SecureSiteContext, request: FastifyRequest) {
  return findSessionUser(context.db, bearerTokenOf(request), hostScopeOf(request))
}

const userQuery = z.object({ chainId: chainIdSchema.optional() })
const otpBody = z.object({ otp: otpSchema })

/** The signed-in user: §5 GET_USER, SIGN_OUT and the three steps of UPDATE_EMAIL. */
export const accountRoutes: FastifyPluginAsync<{ context: SecureSiteContext }> = async (app, { context }) => {
  const { db } = context

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

  const updateContext = async (request: FastifyRequest) => ({
    db,
    mailer: context.mailer,
    codeHmacKey: context.keys.codeHmac,
    userId: (await sessionOf(context, request)).userId,
  })

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
