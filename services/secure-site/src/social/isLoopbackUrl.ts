/**
 * True for a URL on this machine, the only place a plain-http provider is accepted (the dev provider).
 *
 * @example
 * isLoopbackUrl('http://127.0.0.1:8791') // true
 */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url)
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]' || hostname === '::1'
}
