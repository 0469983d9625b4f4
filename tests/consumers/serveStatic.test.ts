import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic, staticFilePath, type StaticServer } from './serveStatic.ts'

describe('staticFilePath', () => {
  it('maps folders to their index.html and refuses paths that leave the root', () => {
    expect(staticFilePath('/srv/app', '/')).toBe('/srv/app/index.html')
    expect(staticFilePath('/srv/app', '/assets/a.js?v=1')).toBe('/srv/app/assets/a.js')
    // The URL parser already resolves encoded dots in a segment, which keeps the path inside the root.
    expect(staticFilePath('/srv/app', '/%2e%2e/secret')).toBe('/srv/app/secret')
    expect(staticFilePath('/srv/app', '/..%2fsecret')).toBeUndefined()
    expect(staticFilePath('/srv/app', '/%E0%A4%A')).toBeUndefined()
  })
})

describe('serveStatic', () => {
  let root: string
  let server: StaticServer
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-static-'))
    mkdirSync(join(root, 'assets'))
    mkdirSync(join(root, 'nested'))
    writeFileSync(join(root, 'index.html'), '<p>home</p>')
    writeFileSync(join(root, 'assets', 'app.js'), 'export {}')
    writeFileSync(join(root, 'nested', 'index.html'), '<p>nested</p>')
    server = await serveStatic(root, 0)
  })
  afterAll(async () => {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('serves files with their content type, folders as index.html, and 404 for the rest', async () => {
    const home = await fetch(server.url)
    expect(home.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await home.text()).toBe('<p>home</p>')
    const script = await fetch(`${server.url}/assets/app.js`)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    // Hashed build files are kept a year; the page itself is asked for on every visit.
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(home.headers.get('cache-control')).toBe('no-store')
    expect(await script.text()).toBe('export {}')
    expect(await (await fetch(`${server.url}/nested`)).text()).toBe('<p>nested</p>')
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404)
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(405)
  })
})
