import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchGuarded, GuardedFetchError, type FetchGuardedParameters } from './fetchGuarded.ts'

// Real servers on loopback. 127.0.0.2 plays "a public host" in the redirect tests (Linux routes all of 127/8
// to loopback); the default rule refuses both it and 127.0.0.1.
let local: Server
let stranger: Server
let localUrl: string
let strangerUrl: string
const hits: string[] = []

async function listen(server: Server, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return `http://${host}:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  local = createServer((request, response) => {
    hits.push(`local ${request.url}`)
    if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('x'.repeat(2_000))
    } else if (request.url === '/stream-big') {
      response.writeHead(200, { 'content-type': 'application/json' }) // no content-length: chunked
      for (let i = 0; i < 10; i += 1) response.write('y'.repeat(300))
      response.end()
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('late'), 2_000)
    } else if (request.url === '/missing') {
      response.writeHead(404).end()
    } else if (request.url === '/loop') {
      response.writeHead(302, { location: '/loop' }).end()
    } else {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      response.end('{"name":"secret"}')
    }
  })
  localUrl = await listen(local, '127.0.0.1')
  stranger = createServer((request, response) => {
    hits.push(`stranger ${request.url}`)
    const port = new URL(localUrl).port
    if (request.url === '/to-loopback') response.writeHead(302, { location: `${localUrl}/meta` })
    else if (request.url === '/to-localhost')
      response.writeHead(301, { location: `http://localhost:${port}/` })
    else if (request.url === '/to-metadata-ip')
      response.writeHead(307, { location: 'http://169.254.169.254/' })
    else if (request.url === '/to-self') response.writeHead(302, { location: '/final' })
    else response.writeHead(200, { 'content-type': 'image/png' })
    response.end(request.url === '/final' ? 'public' : '')
  })
  strangerUrl = await listen(stranger, '127.0.0.2')
})
afterAll(async () => {
  await new Promise((resolve) => local?.close(resolve))
  await new Promise((resolve) => stranger?.close(resolve))
})

const publicChain: FetchGuardedParameters = { allowPrivate: false, maxBytes: 1_000, timeoutMs: 1_000 }
const localChain: FetchGuardedParameters = { ...publicChain, allowPrivate: true }
// 127.0.0.2 stands in for the public internet; everything else keeps the real rule.
const strangerIsPublic = { ...publicChain, isAllowedAddress: (address: string) => address === '127.0.0.2' }

async function failure(promise: Promise<unknown>): Promise<GuardedFetchError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(GuardedFetchError)
  return error as GuardedFetchError
}

describe('fetchGuarded: the SSRF guard', () => {
  it('refuses a server on 127.0.0.1 for a chain that is not local, without connecting to it', async () => {
    hits.length = 0
    const error = await failure(fetchGuarded(`${localUrl}/meta`, publicChain))
    expect(error.reason).toBe('blocked-address')
    expect(error.message).toMatch(/refused to fetch from 127\.0\.0\.1: not a public address/)
    expect(hits).toEqual([])
  })

  it('fetches the same server for a chain configured local: true', async () => {
    const { body, contentType } = await fetchGuarded(`${localUrl}/meta`, localChain)
    expect(body.toString()).toBe('{"name":"secret"}')
    expect(contentType).toBe('application/json')
  })

  it('refuses a host name that resolves to loopback (localhost), checking the resolved address', async () => {
    const port = new URL(localUrl).port
    const error = await failure(fetchGuarded(`http://localhost:${port}/meta`, publicChain))
    expect(error.reason).toBe('blocked-address')
    expect(error.message).toMatch(/localhost \((127\.0\.0\.1|::1)\)/)
  })

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fe80::1]/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://127.1/',
    'http://0/',
    'http://100.64.1.1/',
    'http://224.0.0.1/',
  ])('refuses %s before any connection', async (url) => {
    const started = Date.now()
    const error = await failure(fetchGuarded(url, publicChain))
    expect(error.reason).toBe('blocked-address')
    expect(Date.now() - started).toBeLessThan(500)
  })

  it('follows a redirect to a public host, and refuses redirects to loopback, localhost or 169.254.169.254', async () => {
    const ok = await fetchGuarded(`${strangerUrl}/to-self`, strangerIsPublic)
    expect(ok.body.toString()).toBe('public')
    expect(ok.url).toBe(`${strangerUrl}/final`)
    hits.length = 0
    for (const path of ['/to-loopback', '/to-localhost', '/to-metadata-ip']) {
      const error = await failure(fetchGuarded(`${strangerUrl}${path}`, strangerIsPublic))
      expect(error.reason).toBe('blocked-address')
    }
    expect(hits.filter((hit) => hit.startsWith('local'))).toEqual([])
  })

  it('refuses non-http schemes and credentials in URLs', async () => {
    expect((await failure(fetchGuarded('file:///etc/passwd', localChain))).reason).toBe('bad-url')
    expect((await failure(fetchGuarded('ftp://example.com/x', localChain))).reason).toBe('bad-url')
    expect((await failure(fetchGuarded(`http://u:p@127.0.0.1/`, localChain))).reason).toBe('bad-url')
  })
})

describe('fetchGuarded: limits', () => {
  it('refuses a body over maxBytes, declared or streamed', async () => {
    expect((await failure(fetchGuarded(`${localUrl}/big`, localChain))).reason).toBe('too-large')
    expect((await failure(fetchGuarded(`${localUrl}/stream-big`, localChain))).reason).toBe('too-large')
  })

  it('gives up after timeoutMs', async () => {
    const started = Date.now()
    const error = await failure(fetchGuarded(`${localUrl}/slow`, { ...localChain, timeoutMs: 300 }))
    expect(error.reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('reports HTTP errors and redirect loops', async () => {
    expect((await failure(fetchGuarded(`${localUrl}/missing`, localChain))).message).toMatch(/HTTP 404/)
    expect((await failure(fetchGuarded(`${localUrl}/loop`, localChain))).reason).toBe('too-many-redirects')
  })
})
