import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { escapeHtml } from '../email/escapeHtml.ts'
import type { FrameAsset, FrameBundle } from '../frame/buildFrameBundle.ts'
import type { ProjectOrigins } from '../projects/createProjectOrigins.ts'

const frameQuery = z.object({
  projectId: z.string().min(1).max(64),
  chainId: z.string().max(64).optional(),
  version: z.string().max(64).optional(),
  enableLogger: z.string().max(8).optional(),
})

/**
 * The frame page's policy: only its own scripts, styles and API; embeddable only by the project's allowed
 * origins (§7), so a page elsewhere cannot frame the wallet.
 */
export function frameContentSecurityPolicy(allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

function html(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${body}</html>`
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, file: FrameAsset, type: string) {
  reply.header('ETag', file.etag).header('Cache-Control', 'public, max-age=0, must-revalidate').type(type)
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
  return reply.send(file.body)
}

/** `GET /frame` (the iframe page), `/frame/app.js` and `/frame/app.css` served from memory. */
export const frameRoutes: FastifyPluginAsync<{
  projectOrigins: ProjectOrigins
  bundle: () => Promise<FrameBundle>
}> = async (app, { projectOrigins, bundle }) => {
  app.get('/frame', { schema: { querystring: frameQuery } }, async (request, reply) => {
    const { projectId } = request.query as z.infer<typeof frameQuery>
    reply.type('text/html; charset=utf-8')
    const origins = await projectOrigins(projectId)
    if (!origins) {
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors *")
      return reply.code(403).send(html('Invalid Project ID', '</head><body><p>Invalid Project ID</p></body>'))
    }
    reply.header('Content-Security-Policy', frameContentSecurityPolicy(origins))
    const built = await bundle()
    if (built.kind === 'missing') {
      return html(
        'Portico',
        `</head><body><p>The secure site's frame is not built: ${escapeHtml(built.reason)}</p></body>`,
      )
    }
    return html(
      'Portico',
      `<link rel="stylesheet" href="/frame/app.css?v=${built.css.etag.slice(1, 13)}"><script type="module" src="/frame/app.js?v=${built.js.etag.slice(1, 13)}"></script></head><body><div id="root"></div></body>`,
    )
  })

  app.get('/frame/app.js', async (request, reply) => {
    const built = await bundle()
    if (built.kind === 'missing') return reply.code(404).send({ message: built.reason })
    return sendAsset(request, reply, built.js, 'text/javascript; charset=utf-8')
  })

  app.get('/frame/app.css', async (request, reply) => {
    const built = await bundle()
    if (built.kind === 'missing') return reply.code(404).send({ message: built.reason })
    return sendAsset(request, reply, built.css, 'text/css; charset=utf-8')
  })
}
