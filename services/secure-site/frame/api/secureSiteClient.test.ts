// The client's own edge cases over real HTTP; its happy paths run against the real secure site in
// protocol/handleAppEvent.test.ts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SecureSiteRequestError } from './SecureSiteRequestError.ts'
import { createSecureSiteClient } from './secureSiteClient.ts'

let server: Server
let origin: string
const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = []
// What the stand-in answers next: a reverse proxy's HTML error page, a cooldown, or a wrong shape.
let next: { status: number; type: string; body: string } = {
  status: 200,
  type: 'application/json',
  body: '{}',
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body })
      response.writeHead(next.status, { 'content-type': next.type }).end(next.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const client = (token?: string) =>
  createSecureSiteClient({
    origin,
    projectId: 'shop',
    hostOrigin: 'https://shop.example',
    getToken: () => token,
  })

describe('createSecureSiteClient', () => {
  it('sends the project and host origin headers, and the bearer token on authenticated calls', async () => {
    next = { status: 200, type: 'application/json', body: '{"result":"0x1"}' }
    await expect(
      client('tok').rpc({ chainId: 'eip155:1', method: 'eth_chainId', params: [] }),
    ).resolves.toEqual({
      result: '0x1',
    })
    const request = seen.at(-1)!
    expect(request.url).toBe('/v1/rpc')
    expect(request.headers['x-portico-project-id']).toBe('shop')
    expect(request.headers['x-portico-host-origin']).toBe('https://shop.example')
    expect(request.headers.authorization).toBe('Bearer tok')
    expect(JSON.parse(request.body)).toEqual({ chainId: 'eip155:1', method: 'eth_chainId', params: [] })
  })

  it('does not call an authenticated route without a token', async () => {
    const before = seen.length
    await expect(client().getUser('eip155:1')).rejects.toMatchObject({ status: 401 })
    expect(seen.length).toBe(before)
  })

  it('carries the server’s message, code and cooldown', async () => {
    next = {
      status: 429,
      type: 'application/json',
      body: '{"message":"Please try again after 12 seconds","retryAfterSeconds":12}',
    }
    const error = await client()
      .startEmail({ email: 'a@b.co', deviceId: 'd' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SecureSiteRequestError)
    expect(error).toMatchObject({
      message: 'Please try again after 12 seconds',
      status: 429,
      retryAfterSeconds: 12,
    })
  })

  it('says the HTTP status when the error is not JSON, and names a wrong answer', async () => {
    next = { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' }
    await expect(client().startEmail({ email: 'a@b.co', deviceId: 'd' })).rejects.toThrow(
      'HTTP status code: 502',
    )
    next = { status: 200, type: 'application/json', body: '{"action":"SOMETHING_ELSE"}' }
    await expect(client().startEmail({ email: 'a@b.co', deviceId: 'd' })).rejects.toThrow(
      'The secure site sent an unexpected answer to /v1/email/start',
    )
  })

  it('says so when the secure site cannot be reached', async () => {
    const closed = createSecureSiteClient({
      origin: 'http://127.0.0.1:1',
      projectId: 'shop',
      hostOrigin: 'https://shop.example',
      getToken: () => undefined,
    })
    await expect(closed.startEmail({ email: 'a@b.co', deviceId: 'd' })).rejects.toMatchObject({
      message: 'Could not reach the secure site',
      status: 0,
    })
  })
})
