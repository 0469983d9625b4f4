/** Thrown for an origin that is not `scheme://host[:port]`. */
export class InvalidOriginError extends Error {
  override name = 'InvalidOriginError'
}

/**
 * The canonical form of a browser origin (lower-case scheme and host, default port dropped), as the
 * `Origin` header sends it. Paths, queries and credentials are refused rather than silently dropped.
 *
 * @example
 * normalizeOrigin('HTTP://LocalHost:5173') // 'http://localhost:5173'
 */
export function normalizeOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidOriginError(
      `'${value}' is not an origin: expected scheme://host[:port], e.g. http://localhost:5173`,
    )
  }
  if (!['http:', 'https:'].includes(url.protocol)) {
    throw new InvalidOriginError(`'${value}' is not an origin: only http and https origins can call the API`)
  }
  const rest = value.replace(/^[a-z]+:\/\/[^/?#]*/i, '')
  if (url.username || url.password || (rest !== '' && rest !== '/')) {
    throw new InvalidOriginError(
      `'${value}' is not an origin: remove the path, query or credentials (keep scheme://host[:port])`,
    )
  }
  return url.origin
}
