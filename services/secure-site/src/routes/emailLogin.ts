import type { FastifyPluginAsync } from 'fastify'
import {
  emailSchema,
  loginSecretHashSchema,
  loginSecretSchema,
  otpSchema,
  sessionPublicKeySchema,
} from '@portico/frame-protocol'
import { z } from 'zod'
import { createCodeGuard } from '../email/codeFailures.ts'
import { requestDeviceApproval, waitForDeviceApproval } from '../email/deviceApproval.ts'
import { startEmailLogin } from '../email/startEmailLogin.ts'
import { verifyEmailLogin } from '../email/verifyEmailLogin.ts'
import { hostScopeOf } from '../http/hostAccess.ts'
import type { SecureSiteContext } from '../secureSiteContext.ts'
import { createSession } from '../sessions/sessionStore.ts'
import { embeddedUserOf } from '../users/embeddedUserOf.ts'

const email = emailSchema.transform((value) => value.toLowerCase())
const deviceId = z.string().min(8).max(128)
const deviceBody = z.object({ email, deviceId })
const startBody = z.object({ email, deviceId, loginSecretHash: loginSecretHashSchema })
const verifyBody = z.object({
  email,
  deviceId,
  otp: otpSchema,
  loginSecret: loginSecretSchema,
  publicKey: sessionPublicKeySchema,
})

/**
 * The email login: §5 CONNECT_EMAIL, CONNECT_DEVICE and CONNECT_OTP, each rate-limited per IP (and per email
 * where there is one). The approval link's page is `deviceApprovalPage.ts`.
 */
export const emailLoginRoutes: FastifyPluginAsync<{ context: SecureSiteContext }> = async (
  app,
  { context },
) => {
  const { db } = context

  app.post('/v1/email/start', { schema: { body: startBody } }, async (request) => {
    await context.limits.emailStart(request.ip)
    const body = request.body as z.infer<typeof startBody>
    return startEmailLogin({
      db,
      mailer: context.mailer,
      codeHmacKey: context.keys.codeHmac,
      email: body.email,
      loginSecretHash: body.loginSecretHash,
    })
  })

  app.post('/v1/email/device', { schema: { body: deviceBody } }, async (request, reply) => {
    const body = request.body as z.infer<typeof deviceBody>
    await context.limits.deviceWait(request.ip, body.email)
    // The response's 'close' before it is sent means the iframe went away: stop polling for it.
    const aborted = new AbortController()
    reply.raw.once('close', () => aborted.abort())
    return waitForDeviceApproval(db, {
      email: body.email,
      deviceId: body.deviceId,
      timeoutMs: context.deviceWaitMs,
      signal: aborted.signal,
    })
  })

  app.post('/v1/email/verify', { schema: { body: verifyBody } }, async (request) => {
    const body = request.body as z.infer<typeof verifyBody>
    await context.limits.emailVerify(request.ip, body.email)
    const scope = hostScopeOf(request)
    const user = await verifyEmailLogin({
      db,
      codeHmacKey: context.keys.codeHmac,
      walletKeysKey: context.keys.walletKeys,
      email: body.email,
      otp: body.otp,
      deviceId: body.deviceId,
      loginSecret: body.loginSecret,
      guard: createCodeGuard({ policy: context.codeFailures, mailer: context.mailer, clientIp: request.ip }),
      askDeviceApproval: (known) =>
        requestDeviceApproval({
          db,
          mailer: context.mailer,
          publicUrl: context.publicUrl,
          userId: known.id,
          email: body.email,
          deviceId: body.deviceId,
          request: { ...scope, userAgent: request.headers['user-agent'], clientIp: request.ip },
        }),
    })
    const session = await createSession(db, user.id, scope, body.publicKey)
    return { ...session, user: embeddedUserOf(user, context.defaultChainId) }
  })
}
