import type { FastifyPluginAsync } from 'fastify'
import { buildOpenApiDocument, type DocumentedRoute } from '../openapi/buildOpenApiDocument.ts'
import { renderDocsPage } from '../openapi/renderDocsPage.ts'

/** Options of {@link docsRoutes}. */
export interface DocsRoutesOptions {
  /** Routes recorded by `collectRoutes`; read when the document is first asked for, so all are registered. */
  routes: readonly DocumentedRoute[]
}

/**
 * `GET /docs/openapi.json` (the OpenAPI 3.1 document generated from the route schemas) and `GET /docs` (the
 * same as a page). No projectId needed.
 *
 * @example
 * const routes = collectRoutes(app); … ; void app.register(docsRoutes, { routes })
 */
export const docsRoutes: FastifyPluginAsync<DocsRoutesOptions> = async (app, { routes }) => {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined
  const current = () =>
    (document ??= buildOpenApiDocument(routes, { title: 'Portico API', version: '0.0.0' }))
  app.get('/docs/openapi.json', async () => current())
  app.get('/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'")
      .send(renderDocsPage(current())),
  )
}
