import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, relative, resolve, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/** A running static server and how to stop it. */
export interface StaticServer {
  url: string
  close: () => Promise<void>
}

/** The file under `root` a URL path names (`/` and folders → their index.html), or undefined if it leaves `root`. */
export function staticFilePath(root: string, urlPath: string): string | undefined {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(urlPath, 'http://x').pathname)
  } catch {
    return undefined
  }
  const base = resolve(root)
  const file = resolve(join(base, pathname))
  if (file !== base && !file.startsWith(base + sep)) return undefined
  return pathname.endsWith('/') ? join(file, 'index.html') : file
}

async function fileToServe(root: string, urlPath: string): Promise<string | undefined> {
  const file = staticFilePath(root, urlPath)
  if (!file) return undefined
  const info = await stat(file).catch(() => undefined)
  if (info?.isFile()) return file
  if (info?.isDirectory()) return fileToServe(root, `${new URL(urlPath, 'http://x').pathname}/`)
  return undefined
}

/**
 * As static hosts serve a Vite build: files under `assets/` have their content's hash in their name, so a browser
 * keeps them a year without asking again; everything else (index.html) is asked for on every visit.
 *
 * @example
 * cacheControlFor('/app/dist', '/app/dist/assets/index-3QcNf8cC.js') // 'public, max-age=31536000, immutable'
 */
export function cacheControlFor(root: string, file: string): string {
  return relative(root, file).startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-store'
}

/**
 * Serves the files under `root` on 127.0.0.1:`port` (GET and HEAD only), as any static host would serve a
 * production build: a production app needs nothing more.
 *
 * @example
 * const server = await serveStatic('/tmp/app/dist', 25201)
 * await fetch(server.url) // dist/index.html
 * await server.close()
 */
export async function serveStatic(root: string, port: number): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    fileToServe(root, request.url ?? '/').then(
      (file) => {
        if (!file) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
          return
        }
        const type = contentTypes[extname(file)] ?? 'application/octet-stream'
        response.writeHead(200, { 'content-type': type, 'cache-control': cacheControlFor(root, file) })
        if (request.method === 'HEAD') response.end()
        else createReadStream(file).pipe(response)
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      },
    )
  })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolveListen())
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://localhost:${actualPort}`,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  }
}
