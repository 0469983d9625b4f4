import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { lazySchemaCompilers } from './lazySchemaCompilers.ts'

describe('lazySchemaCompilers', () => {
  it("still gives a route with JSON schemas Fastify's own validation and serialisation", async () => {
    const app = Fastify({ schemaController: lazySchemaCompilers })
    app.post(
      '/echo',
      {
        schema: {
          body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
          response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
        },
      },
      async (request) => ({ ...(request.body as object), secret: 'not in the response schema' }),
    )
    const ok = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'ada' } })
    expect(ok.statusCode).toBe(200)
    // fast-json-stringify writes only what the response schema names.
    expect(ok.json()).toEqual({ name: 'ada' })
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { other: 1 } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain("must have required property 'name'")
    await app.close()
  })
})
