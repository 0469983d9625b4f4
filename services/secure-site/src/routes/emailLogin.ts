import type { FastifyPluginAsync } from 'fastify'
import { emailSchema, otpSchema } from '@portico/frame-protocol'
import { z } from 'zod'
import { approveDevice, DeviceApprovalError, waitForDeviceApproval } from '../email/deviceApproval.ts'
import { escapeHtml } from '../email/escapeHtml.ts'
import { startEmailLogin } from '../email/startEmailLogin.ts'
import { verifyEmailLogin } from '../email/verifyEmailLogin.ts'
import { hostScopeOf } from '../http/hostAccess.ts'
import { TryAgainLaterError } from '../http/httpErrors.ts'
import type { SecureSiteContext } from '../secureSiteContext.ts'
import { createSession } from '../sessions/sessionStore.ts'
import { embeddedUserOf } from '../users/embeddedUserOf.ts'

const email = emailSchema.transform((value) => value.toLowerCase())
const deviceId = z.string().min(8).max(128)
const startBody = z.object({ email, deviceId })
const verifyBody = z.object({ email, deviceId, otp: otpSchema })

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`
}

/** The email login: §5 CONNECT_EMAIL, CONNECT_DEVICE and CONNECT_OTP, and the device approval link. */
export const emailLoginRoutes: FastifyPluginAsync<{ context: SecureSiteContext }> = async (
  app,
  { context },
) => {
  const { db } = context

  app.post('/v1/email/start', { schema: { body: startBody } }, async (request) => {
    const waitMs = context.emailStartLimiter.hit(request.ip)
    if (waitMs > 0) throw new TryAgainLaterError(Math.ceil(waitMs / 1000))
    const body = request.body as z.infer<typeof startBody>
    return startEmailLogin({
      db,
      mailer: context.mailer,
      codeHmacKey: context.keys.codeHmac,
      publicUrl: context.publicUrl,
      email: body.email,
      deviceId: body.deviceId,
    })
  })

  app.post('/v1/email/device', { schema: { body: startBody } }, async (request, reply) => {
    const body = request.body as z.infer<typeof startBody>
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
    const user = await verifyEmailLogin({
      db,
      codeHmacKey: context.keys.codeHmac,
      walletKeysKey: context.keys.walletKeys,
      email: body.email,
      otp: body.otp,
      deviceId: body.deviceId,
    })
    const session = await createSession(db, user.id, hostScopeOf(request))
    return { ...session, user: embeddedUserOf(user, context.defaultChainId) }
  })

  app.get(
    '/device/approve',
    { schema: { querystring: z.object({ token: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8')
      try {
        await approveDevice(db, (request.query as { token: string }).token)
      } catch (error) {
        if (!(error instanceof DeviceApprovalError)) throw error
        return reply.code(400).send(page('Link expired', error.message))
      }
      return page('Device approved', 'You can go back to the app; the login continues there.')
    },
  )
}
