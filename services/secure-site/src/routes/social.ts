import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import {
  loginSecretHashSchema,
  loginSecretSchema,
  sessionPublicKeySchema,
  socialProviderSchema,
} from '@portico/frame-protocol'
import { z } from 'zod'
import { escapeHtml } from '../email/escapeHtml.ts'
import { hostScopeOf } from '../http/hostAccess.ts'
import type { SecureSiteContext } from '../secureSiteContext.ts'
import { createSession } from '../sessions/sessionStore.ts'
import { completeSocialLogin } from '../social/completeSocialLogin.ts'
import { finishSocialLogin, SocialStateError, type SocialLoginOutcome } from '../social/finishSocialLogin.ts'
import { startSocialLogin } from '../social/startSocialLogin.ts'
import { embeddedUserOf } from '../users/embeddedUserOf.ts'
import { findUserById } from '../users/userStore.ts'

const startBody = z.object({
  provider: z.string().pipe(socialProviderSchema),
  mode: z.enum(['popup', 'redirect']).default('popup'),
  returnTo: z.url().optional(),
  loginSecretHash: loginSecretHashSchema,
})
const completeBody = z.object({
  resultUri: z.string().min(1).max(2000),
  loginSecret: loginSecretSchema,
  publicKey: sessionPublicKeySchema,
})

// The popup page has no inline script (CSP): its data sits in attributes that /social/callback.js reads.
const CALLBACK_SCRIPT = `const el = document.getElementById('social-result')
const message = { type: '@portico-social/RESULT' }
if (el.dataset.resultUri) message.resultUri = el.dataset.resultUri
if (el.dataset.error) message.error = el.dataset.error
if (window.opener) {
  window.opener.postMessage(message, el.dataset.targetOrigin)
  window.close()
}
`

function callbackPage(outcome: Pick<SocialLoginOutcome, 'hostOrigin' | 'resultUri' | 'error'>): string {
  const attributes = [
    `data-target-origin="${escapeHtml(outcome.hostOrigin)}"`,
    outcome.resultUri ? `data-result-uri="${escapeHtml(outcome.resultUri)}"` : '',
    outcome.error ? `data-error="${escapeHtml(outcome.error.slice(0, 500))}"` : '',
  ].join(' ')
  const text = outcome.error ? `Login failed: ${outcome.error}` : 'Login complete. You can close this window.'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico login</title></head><body><main id="social-result" ${attributes}><p>${escapeHtml(text)}</p></main><script src="/social/callback.js"></script></body></html>`
}

function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico login</title></head><body><main><h1>Login failed</h1><p>${escapeHtml(message)}</p></main></body></html>`
}

/** Social login: §5 GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL, and the provider's callback. */
export const socialRoutes: FastifyPluginAsync<{ context: SecureSiteContext }> = async (app, { context }) => {
  const { db } = context

  app.post('/v1/social/start', { schema: { body: startBody } }, async (request) => {
    const body = request.body as z.infer<typeof startBody>
    return startSocialLogin({
      db,
      clients: context.socialClients,
      loginStateKey: context.keys.loginState,
      publicUrl: context.publicUrl,
      provider: body.provider,
      mode: body.mode,
      returnTo: body.returnTo,
      scope: hostScopeOf(request),
      loginSecretHash: body.loginSecretHash,
    })
  })

  const answerCallback = async (query: string, reply: FastifyReply) => {
    let outcome: SocialLoginOutcome
    try {
      outcome = await finishSocialLogin({
        db,
        clients: context.socialClients,
        loginStateKey: context.keys.loginState,
        walletKeysKey: context.keys.walletKeys,
        publicUrl: context.publicUrl,
        query,
      })
    } catch (error) {
      if (!(error instanceof SocialStateError)) throw error
      return reply.code(400).type('text/html; charset=utf-8').send(errorPage(error.message))
    }
    if (outcome.mode === 'redirect' && outcome.returnTo) {
      const target = new URL(outcome.returnTo)
      if (outcome.resultUri) target.searchParams.set('result_uri', outcome.resultUri)
      if (outcome.error) target.searchParams.set('social_error', outcome.error.slice(0, 500))
      return reply.redirect(target.href, 302)
    }
    reply.header(
      'Content-Security-Policy',
      "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    return reply.type('text/html; charset=utf-8').send(callbackPage(outcome))
  }

  app.get('/social/callback', async (request, reply) =>
    answerCallback(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '', reply),
  )

  // Apple (response_mode=form_post) sends the code in a form POST; the body is the same parameters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, body),
  )
  app.post('/social/callback', async (request, reply) =>
    answerCallback(typeof request.body === 'string' ? request.body : '', reply),
  )

  app.get('/social/callback.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(CALLBACK_SCRIPT),
  )

  app.post('/v1/social/complete', { schema: { body: completeBody } }, async (request) => {
    const scope = hostScopeOf(request)
    const body = request.body as z.infer<typeof completeBody>
    const userId = await completeSocialLogin(db, context.publicUrl, body.resultUri, scope, body.loginSecret)
    const user = (await findUserById(db, userId))!
    const session = await createSession(db, userId, scope, body.publicKey)
    return { ...session, user: embeddedUserOf(user, context.defaultChainId) }
  })
}
