import { ApiConfigError } from './apiConfigError.ts'

/**
 * The API's public base URL, from which every link in a reply is built (icon, docs and checkout URLs):
 * `PORTICO_API_PUBLIC_URL`, or undefined to use the address the server listens on. Never the request's
 * `Host` header, which any client sets (a forged Host would put an attacker's host into links).
 *
 * @throws {ApiConfigError} when PORTICO_API_PUBLIC_URL is not an http(s) URL without query or fragment.
 *
 * @example
 * loadPublicUrl({ PORTICO_API_PUBLIC_URL: 'https://api.example.com/' }) // 'https://api.example.com'
 */
export function loadPublicUrl(env: Record<string, string | undefined>): string | undefined {
  const configured = env.PORTICO_API_PUBLIC_URL
  if (configured === undefined || configured === '') return undefined
  let url: URL
  try {
    url = new URL(configured)
  } catch {
    throw new ApiConfigError(
      `PORTICO_API_PUBLIC_URL must be a URL such as https://api.example.com, got '${configured}'`,
    )
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new ApiConfigError(
      `PORTICO_API_PUBLIC_URL must be an http(s) URL without credentials, query or fragment, got '${configured}'`,
    )
  }
  return url.toString().replace(/\/+$/, '')
}
