import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  approveDevice,
  DeviceApprovalError,
  deviceApprovalFormToken,
  readDeviceApproval,
} from '../email/deviceApproval.ts'
import { escapeHtml } from '../email/escapeHtml.ts'
import type { SecureSiteContext } from '../secureSiteContext.ts'

const token = z.string().min(1).max(200)
const formBody = z.object({ token, csrf: z.string().min(1).max(200) })
// The page posts its form to itself and runs no script; nothing may frame it.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
const EXPIRED = 'This approval link is invalid or has expired. Start the login again.'

function page(reply: FastifyReply, statusCode: number, title: string, body: string): string {
  reply.code(statusCode).type('text/html; charset=utf-8').header('Content-Security-Policy', PAGE_CSP)
  reply.header('X-Frame-Options', 'DENY')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The device-approval page behind the emailed link. `GET /device/approve?token=…` only shows which app,
 * device and IP asked, with an Approve button (mail scanners that fetch links approve nothing);
 * `POST /device/approve` approves, and only from this page: its `Origin` must be the secure site and its form
 * must carry the HMAC of the link's token. Both are rate-limited per IP.
 */
export const deviceApprovalPageRoutes: FastifyPluginAsync<{ context: SecureSiteContext }> = async (
  app,
  { context },
) => {
  // Scoped to this plugin: the rest of the site takes JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.get('/device/approve', { schema: { querystring: z.object({ token }) } }, async (request, reply) => {
    await context.limits.devicePage(request.ip)
    const linkToken = (request.query as { token: string }).token
    const pending = await readDeviceApproval(context.db, linkToken)
    if (!pending) return page(reply, 400, 'Link expired', paragraph(EXPIRED))
    const details = [
      ['App', `${pending.hostOrigin} (project ${pending.projectId})`],
      ['Device', pending.device],
      ['IP address', pending.clientIp],
      ['Asked at', pending.requestedAt.toISOString()],
    ]
      .map(([k, v]) => `<dt>${escapeHtml(k!)}</dt><dd>${escapeHtml(v!)}</dd>`)
      .join('')
    const form = `<form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(linkToken)}"><input type="hidden" name="csrf" value="${escapeHtml(deviceApprovalFormToken(context.keys.codeHmac, linkToken))}"><button type="submit">Approve this device</button></form>`
    return page(
      reply,
      200,
      'Approve a new device?',
      `${paragraph('Someone entered the right login code for your wallet on a device you have not used before.')}<dl>${details}</dl>${paragraph('Approve only if this was you, just now, in this app. If not, close this page: nothing is approved.')}${form}`,
    )
  })

  app.post('/device/approve', { schema: { body: formBody } }, async (request, reply) => {
    await context.limits.devicePage(request.ip)
    const body = request.body as z.infer<typeof formBody>
    const refused = () =>
      page(reply, 403, 'Not approved', paragraph('Open the link from the email and press Approve there.'))
    if (request.headers.origin !== context.publicUrl) return refused()
    if (!sameSecret(body.csrf, deviceApprovalFormToken(context.keys.codeHmac, body.token))) return refused()
    try {
      await approveDevice(context.db, body.token)
    } catch (error) {
      if (!(error instanceof DeviceApprovalError)) throw error
      return page(reply, 400, 'Link expired', paragraph(error.message))
    }
    return page(
      reply,
      200,
      'Device approved',
      paragraph('You can go back to the app and enter your code again there.'),
    )
  })
}
