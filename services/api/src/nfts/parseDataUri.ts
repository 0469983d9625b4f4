/** A decoded `data:` URI. */
export interface DataUri {
  /** Lower-case media type without parameters; `text/plain` when the URI names none (RFC 2397). */
  mediaType: string
  body: Buffer
}

/**
 * Decodes a `data:` URI (RFC 2397), base64 or percent-encoded; undefined when `uri` is not one or is malformed.
 *
 * @example
 * parseDataUri('data:application/json;base64,eyJhIjoxfQ==') // { mediaType: 'application/json', body: <{"a":1}> }
 * parseDataUri('data:application/json,%7B%22a%22%3A1%7D')?.body.toString() // '{"a":1}'
 */
export function parseDataUri(uri: string): DataUri | undefined {
  const match = /^data:([^,]*),(.*)$/is.exec(uri)
  if (!match) return undefined
  const parameters = match[1]!.split(';').map((part) => part.trim())
  const base64 = parameters.at(-1)?.toLowerCase() === 'base64'
  const mediaType = (parameters[0] || 'text/plain').toLowerCase()
  const data = match[2]!
  try {
    const body = base64
      ? Buffer.from(decodeURIComponent(data).replace(/\s+/g, ''), 'base64')
      : Buffer.from(decodeURIComponent(data), 'utf8')
    return { mediaType, body }
  } catch {
    return undefined // a malformed percent-escape
  }
}

/**
 * The JSON object of a `data:application/json[;base64],…` URI (inline token metadata); undefined for any other
 * URI, a malformed one, or JSON that is not an object: a contract's bad metadata leaves the token without it.
 *
 * @example
 * parseJsonDataUri('data:application/json,%7B%22name%22%3A%22Pal%20%231%22%7D') // { name: 'Pal #1' }
 */
export function parseJsonDataUri(uri: string): Record<string, unknown> | undefined {
  const data = parseDataUri(uri)
  if (data?.mediaType !== 'application/json') return undefined
  try {
    const parsed: unknown = JSON.parse(data.body.toString('utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
