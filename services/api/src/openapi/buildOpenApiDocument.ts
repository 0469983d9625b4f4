import type { RouteOptions } from 'fastify'
import { z } from 'zod'

/** What the document needs of a registered route. */
export interface DocumentedRoute {
  method: string
  url: string
  schema?: { params?: unknown; querystring?: unknown; body?: unknown } | undefined
}

type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  [key: string]: unknown
}

/** Zod schemas are turned into JSON Schema from their input side (what a client sends), transforms and all. */
function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}

function parameters(schema: unknown, location: 'path' | 'query') {
  const json = toJsonSchema(schema)
  return Object.entries(json?.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json?.required ?? []).includes(name),
    schema: property,
  }))
}

/** The OpenAPI path of a Fastify URL: `/v1/identity/:address` → `/v1/identity/{address}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

/**
 * An OpenAPI 3.1 document of `routes`, generated from the zod schemas the routes validate with, so it never
 * drifts from what the API accepts. HEAD twins of GET routes are left out.
 *
 * @example
 * const document = buildOpenApiDocument(routes, { title: 'Portico API', version: '0.0.0' })
 * document.paths['/v1/identity/{address}'].get.parameters // [{ name: 'address', in: 'path', … }, …]
 */
export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const method = route.method.toLowerCase()
    if (method === 'head' || method === 'options') continue
    const path = openApiPath(route.url)
    const body = toJsonSchema(route.schema?.body)
    const pathParameters = parameters(route.schema?.params, 'path')
    // A route without a params schema still has its URL's placeholders.
    for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
      if (name && !pathParameters.some((parameter) => parameter.name === name)) {
        pathParameters.push({ name, in: 'path', required: true, schema: { type: 'string' } })
      }
    }
    const operation = {
      operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
      parameters: [...pathParameters, ...parameters(route.schema?.querystring, 'query')],
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
      responses: {
        '200': { description: 'Success' },
        '400': { description: 'Invalid input: the message names the field and the problem' },
        '403': { description: "'Invalid Project ID' or 'origin not allowed'" },
      },
    }
    paths[path] = { ...paths[path], [method]: operation }
  }
  return { openapi: '3.1.0', info, paths }
}

/**
 * Records every route registered after it, for the document. Call it on the root instance before registering
 * the routes.
 *
 * @example
 * const routes = collectRoutes(app)
 * void app.register(healthRoutes)
 */
export function collectRoutes(app: {
  addHook(name: 'onRoute', hook: (route: RouteOptions) => void): unknown
}): DocumentedRoute[] {
  const routes: DocumentedRoute[] = []
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods)
      routes.push({ method, url: route.url, schema: route.schema as DocumentedRoute['schema'] })
  })
  return routes
}
