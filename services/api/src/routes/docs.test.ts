import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { buildApiServer } from '../server.ts'

// The OpenAPI document is generated from the schemas the routes validate with; no chain is read here.

let db: Database
let app: ReturnType<typeof buildApiServer>
beforeAll(async () => {
  db = await openFreshPostgres()
  app = buildApiServer({ chains: devnetApiChains() }, { db })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await db?.close()
})

interface Operation {
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[]
  requestBody?: {
    content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } }
  }
}

describe('OpenAPI document at /docs', () => {
  it('is OpenAPI 3.1 and lists every §7 route with its parameters', async () => {
    const response = await app.inject('/docs/openapi.json')
    expect(response.statusCode).toBe(200)
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> }
    expect(document.openapi).toBe('3.1.0')
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /v1/account/{address}/balance',
        'GET /v1/account/{address}/history',
        'GET /v1/account/{address}/nfts',
        'GET /v1/nft-image/{chainId}/{contract}/{tokenId}',
        'GET /v1/identity/{address}',
        'GET /v1/convert/tokens',
        'GET /v1/convert/quotes',
        'GET /v1/convert/gas-price',
        'GET /v1/convert/allowance',
        'GET /v1/convert/build-approve',
        'POST /v1/convert/build-transaction',
        'POST /v1/fungible/price',
        'GET /v1/profile/reverse/{address}',
        'GET /v1/profile/account/{name}',
        'POST /v1/profile/account',
        'GET /v1/profile/suggestions/{name}',
        'GET /v1/onramp/options',
        'POST /v1/onramp/quote',
        'POST /v1/generators/onrampurl',
        'GET /getWallets',
        'POST /e',
        'GET /getAnalyticsConfig',
        'GET /docs/openapi.json',
      ]),
    )
    expect(listed.some((entry) => entry.startsWith('HEAD '))).toBe(false)

    for (const [path, operations] of Object.entries(document.paths)) {
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
      for (const operation of Object.values(operations)) {
        for (const parameter of operation.parameters) {
          expect(parameter).toEqual({
            name: expect.any(String),
            in: expect.stringMatching(/^(path|query)$/),
            required: expect.any(Boolean),
            schema: expect.any(Object),
          })
        }
        const inPath = operation.parameters
          .filter((parameter) => parameter.in === 'path')
          .map(({ name }) => name)
        if (operation.parameters.length > 0 || placeholders.length > 0)
          expect(inPath.sort()).toEqual(placeholders.sort())
      }
    }
  })

  it('generates the parameters from the input side of the schemas', async () => {
    const { paths } = (await app.inject('/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>
    }
    const history = paths['/v1/account/{address}/history']!.get!
    expect(history.parameters.map(({ name, in: where }) => `${where}:${name}`)).toEqual(
      expect.arrayContaining([
        'path:address',
        'query:projectId',
        'query:cursor',
        'query:onramp',
        'query:chainId',
      ]),
    )
    expect(history.parameters.find(({ name }) => name === 'projectId')?.required).toBe(true)
    expect(history.parameters.find(({ name }) => name === 'cursor')?.required).toBe(false)
    const nfts = paths['/v1/account/{address}/nfts']!.get!
    expect(nfts.parameters.map(({ name, in: where }) => `${where}:${name}`)).toEqual(
      expect.arrayContaining([
        'path:address',
        'query:projectId',
        'query:chainId',
        'query:cursor',
        'query:limit',
      ]),
    )
    expect(nfts.parameters.find(({ name }) => name === 'limit')?.required).toBe(false)
    // from/to are CAIP-10 strings that the route transforms into objects: the document shows the string.
    const quotes = paths['/v1/convert/quotes']!.get!
    expect(quotes.parameters.find(({ name }) => name === 'from')?.schema).toMatchObject({ type: 'string' })
    const build = paths['/v1/convert/build-transaction']!.post!
    expect(build.requestBody?.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['projectId', 'amount', 'from', 'to', 'userAddress', 'eip155']),
    )
  })

  it('has a page listing the routes, with no script and no outside asset', async () => {
    const page = await app.inject('/docs')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<code>/v1/account/{address}/history</code>')
    // Body fields are listed too, e.g. the on-ramp URL generator's.
    expect(page.body).toContain('<td><code>destinationWallets</code></td><td>body</td><td>yes</td>')
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!127)/)
  })
})
