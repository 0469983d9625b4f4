import type { IncomingMessage } from 'node:http'

/**
 * The address of the client behind `trustedProxyHops` proxies: with 0 the socket's peer; with n, the n-th
 * address from the right of `X-Forwarded-For` (each proxy appends the peer it saw, so only the last n entries
 * were written by proxies we trust; anything left of them is the client's own claim and is ignored). A header
 * shorter than n yields its leftmost entry: the farthest hop that did report.
 *
 * @example
 * readClientIp(request, 1) // behind one load balancer: the address it saw
 */
export function readClientIp(request: IncomingMessage, trustedProxyHops: number): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  if (trustedProxyHops === 0) return peer
  const header = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (forwarded.length === 0) return peer
  return forwarded[Math.max(0, forwarded.length - trustedProxyHops)]!
}
