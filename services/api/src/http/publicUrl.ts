import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's public base URL (no trailing slash); every link in a reply starts with it. */
    readonly publicUrl: string
  }
}

/** Where links point before the server listens (requests injected in tests): the default listen address. */
const NOT_LISTENING_URL = 'http://127.0.0.1:8787'

/**
 * The URL of the address a server listens on; a wildcard address becomes loopback, which a browser can reach.
 *
 * @example
 * listenUrl({ address: '0.0.0.0', family: 'IPv4', port: 8787 }) // 'http://127.0.0.1:8787'
 */
export function listenUrl(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return NOT_LISTENING_URL
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

/**
 * Makes `app.publicUrl` the base of links in replies, for every route plugin: the configured URL, else the
 * address the server listens on. Never the request's `Host` header: any client can forge it, and a cached
 * reply would pass the forgery on to others.
 *
 * @example
 * usePublicUrl(app, config.publicUrl)
 * const iconBaseUrl = app.publicUrl
 */
export function usePublicUrl(app: FastifyInstance, configured: string | undefined): void {
  const fixed = configured?.replace(/\/+$/, '')
  app.decorate('publicUrl', {
    getter: () => fixed ?? listenUrl(app.server.address()),
  })
}
