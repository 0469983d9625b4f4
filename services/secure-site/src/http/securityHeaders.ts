import type { FastifyInstance } from 'fastify'

/**
 * Headers every answer carries: no MIME sniffing, no referrer to other origins, no powerful features.
 * Pages set their own `Content-Security-Policy` (the frame's names its `frame-ancestors`); everything else
 * gets one that forbids framing and scripts.
 */
export function useSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    // Not 'no-referrer': under it a same-origin POST carries `Origin: null`, which the /v1 check refuses.
    reply.header('Referrer-Policy', 'same-origin')
    // API answers are for the frame page only; the frame page itself must stay embeddable cross-site.
    if (request.url.startsWith('/v1/')) reply.header('Cross-Origin-Resource-Policy', 'same-origin')
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
      reply.header('X-Frame-Options', 'DENY')
    }
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
    return payload
  })
}
