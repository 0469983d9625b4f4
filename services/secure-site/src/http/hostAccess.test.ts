import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import { buildFrameBundle } from '../frame/buildFrameBundle.ts'
import {
  OTHER_SHOP_ORIGIN,
  SECURE_SITE_URL,
  SHOP_ORIGIN,
  frameHeaders,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
} from '../testing/secureSiteTestBed.ts'
import { temporaryDirectories } from '@portico/api/testing/temporaryDirectories'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

// A tiny frame source, so the page and bundle routes are tested without depending on the real frame's state.
const frameDir = temporaryDirectory('portico-frame-')
writeFileSync(join(frameDir, 'main.tsx'), "document.body.dataset.ready = 'yes'\n")
writeFileSync(join(frameDir, 'frame.css'), 'body { margin: 0 }\n')

describe.each(testSecureSiteDatabases)('project, origin and session checks on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  let session: Awaited<ReturnType<SecureSiteTestBed['loginByEmail']>>
  beforeAll(async () => {
    const bundle = buildFrameBundle(frameDir)
    bed = await startSecureSiteTestBed(await open(), { frameBundle: () => bundle })
    session = await bed.loginByEmail('host@example.test')
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  // Signed by the session's own key, so only the project, origin and token checks are under test.
  const user = async (headers: Record<string, string>) => {
    const signed = await session.frame.authHeaders(session.sessionToken, 'GET', '/v1/user')
    return bed.app.inject({
      url: '/v1/user',
      headers: {
        authorization: signed.authorization!,
        'x-portico-proof': signed['x-portico-proof']!,
        ...headers,
      },
    })
  }

  it("answers an unknown project with 403 'Invalid Project ID'", async () => {
    const response = await user(frameHeaders(SHOP_ORIGIN, 'nobody'))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: 'Invalid Project ID' })
    expect((await user({ 'x-portico-host-origin': SHOP_ORIGIN })).json()).toEqual({
      message: 'Invalid Project ID',
    })
  })

  it("answers a host origin the project does not allow with 403 'origin not allowed'", async () => {
    const response = await user(frameHeaders('https://evil.example'))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: 'origin not allowed' })
  })

  it('refuses a request whose Origin is not the secure site itself', async () => {
    const response = await user({ ...frameHeaders(), origin: 'https://evil.example' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: 'origin not allowed' })
    expect((await user({ ...frameHeaders(), origin: SECURE_SITE_URL })).statusCode).toBe(200)
  })

  it('does not accept a session from another host origin of the same project, nor a made-up token', async () => {
    expect((await user(frameHeaders(SHOP_ORIGIN))).statusCode).toBe(200)
    const replay = await user(frameHeaders(OTHER_SHOP_ORIGIN))
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ message: 'Session Expired' })
    const forged = await bed.app.inject({
      url: '/v1/user',
      headers: { ...frameHeaders(), authorization: 'Bearer not-a-session' },
    })
    expect(forged.json()).toEqual({ message: 'Session Expired' })
    expect((await bed.app.inject({ url: '/v1/user', headers: frameHeaders() })).statusCode).toBe(401)
  })

  it('expires a session after its time', async () => {
    const short = await bed.loginByEmail('short@example.test')
    await bed.db.query("UPDATE embedded_sessions SET expires_at = now() - interval '1 second'")
    const response = await bed.call(short, 'GET', '/v1/user')
    expect(response.statusCode).toBe(401)
  })

  it("serves the frame page with frame-ancestors limited to the project's origins, and its bundle with an ETag", async () => {
    const page = await bed.app.inject(
      '/frame?projectId=shop&chainId=eip155:31337&version=1&enableLogger=false',
    )
    expect(page.statusCode).toBe(200)
    const csp = page.headers['content-security-policy'] as string
    expect(csp).toContain(`frame-ancestors ${[OTHER_SHOP_ORIGIN, SHOP_ORIGIN].sort().join(' ')}`)
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(page.body).toMatch(/<script type="module" src="\/frame\/app\.js\?v=[\w-]+"><\/script>/)
    expect(page.body).not.toMatch(/<script>|<style>/)
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    // The frame's own POSTs must carry its origin (no-referrer would make browsers send `Origin: null`).
    expect(page.headers['referrer-policy']).toBe('same-origin')

    const js = await bed.app.inject('/frame/app.js')
    expect(js.statusCode).toBe(200)
    expect(js.headers['content-type']).toContain('javascript')
    expect(js.body).toContain('ready')
    const etag = js.headers.etag as string
    expect(
      (await bed.app.inject({ url: '/frame/app.js', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304)
    expect((await bed.app.inject('/frame/app.css')).body).toContain('margin: 0')
  })

  it('answers the frame page of an unknown project with a 403 page', async () => {
    const page = await bed.app.inject('/frame?projectId=nobody')
    expect(page.statusCode).toBe(403)
    expect(page.body).toContain('Invalid Project ID')
  })

  it('answers /health and sets security headers that forbid framing elsewhere', async () => {
    const health = await bed.app.inject('/health')
    expect(health.json()).toEqual({ status: 'ok' })
    expect(health.headers['x-frame-options']).toBe('DENY')
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})

describe('a frame folder without main.tsx', () => {
  it('is reported as missing, not as an error', async () => {
    const empty = temporaryDirectory('portico-frame-empty-')
    expect(await buildFrameBundle(empty)).toMatchObject({ kind: 'missing' })
  })
})
