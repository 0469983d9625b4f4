// The client's own edge cases over real HTTP; its happy paths run against the real secure site in
// protocol/handleAppEvent.test.ts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportSessionPublicKey, verifySessionProof } from '@portico/frame-protocol'
import { createFrameCredentials } from '../session/frameCredentials.ts'
import { createStorageKeyStore } from '../session/sessionKeyStore.ts'
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

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const storage = memoryStorage()
const keys = createStorageKeyStore(storage)
const credentials = createFrameCredentials({ keys, tabStorage: storage })
const client = (token?: string) =>
  createSecureSiteClient({
    origin,
    projectId: 'shop',
    hostOrigin: 'https://shop.example',
    getToken: () => token,
    credentials,
  })

beforeAll(async () => {
  // As after a login: the session's key pair is kept.
  await keys.save(await keys.generate())
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
    // The proof is signed by the kept key, for exactly this method, path and body.
    const publicKey = await exportSessionPublicKey((await keys.load())!.publicKey)
    const proof = request.headers['x-portico-proof'] as string
    await expect(
      verifySessionProof(proof, publicKey, { method: 'POST', path: '/v1/rpc', body: request.body }),
    ).resolves.toMatchObject({ htm: 'POST', htu: '/v1/rpc' })
    await expect(
      verifySessionProof(proof, publicKey, { method: 'POST', path: '/v1/rpc', body: '{}' }),
    ).rejects.toThrow('signed another body')
  })

  it('starts a login with the hash of a new secret and finishes it with the secret and a new public key', async () => {
    next = { status: 200, type: 'application/json', body: '{"action":"VERIFY_OTP"}' }
    await client().startEmail({ email: 'a@b.co', deviceId: 'device-1' })
    const start = JSON.parse(seen.at(-1)!.body) as { loginSecretHash: string }
    expect(start.loginSecretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(start.loginSecretHash).not.toBe(credentials.loginSecret())
    next = { status: 403, type: 'application/json', body: '{"message":"no"}' }
    await expect(
      client().verifyEmail({ email: 'a@b.co', otp: '123456', deviceId: 'device-1' }),
    ).rejects.toThrow('no')
    const verify = JSON.parse(seen.at(-1)!.body) as { loginSecret: string; publicKey: { kty: string } }
    expect(verify.loginSecret).toBe(credentials.loginSecret())
    expect(verify.publicKey.kty).toBe('EC')
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
      credentials,
    })
    await expect(closed.startEmail({ email: 'a@b.co', deviceId: 'd' })).rejects.toMatchObject({
      message: 'Could not reach the secure site',
      status: 0,
    })
  })
})
