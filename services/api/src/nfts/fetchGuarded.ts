import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import { isPublicIpAddress } from './isPublicIpAddress.ts'

/** Why {@link fetchGuarded} gave up; each is logged with the URL's origin. */
export type GuardedFetchFailure =
  | 'bad-url'
  | 'blocked-address'
  | 'dns'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'http-status'
  | 'network'

/** A fetch {@link fetchGuarded} refused or could not finish; `reason` says which rule or fault. */
export class GuardedFetchError extends Error {
  override name = 'GuardedFetchError'
  constructor(
    readonly reason: GuardedFetchFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** Parameters of {@link fetchGuarded}. */
export interface FetchGuardedParameters {
  /** Also fetch from private, loopback and link-local addresses (a chain configured `local: true`). */
  allowPrivate: boolean
  /** Largest body accepted, in bytes. */
  maxBytes: number
  /** Deadline for the whole fetch, redirects included. */
  timeoutMs: number
  /** Redirects followed, each checked like the first URL; default 3. */
  maxRedirects?: number
  /** Sent as `Accept`. */
  accept?: string
  /**
   * Which resolved addresses may be connected to when `allowPrivate` is false; default {@link isPublicIpAddress}.
   * Tests pass a stand-in for "the public internet", since they can only listen on loopback.
   */
  isAllowedAddress?: (address: string) => boolean
}

/** What {@link fetchGuarded} answers. */
export interface FetchGuardedReturnType {
  /** The URL the body came from, after redirects. */
  url: string
  /** The `Content-Type` header, lower-case, without parameters; '' when absent. */
  contentType: string
  body: Buffer
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

function refuse(host: string, address: string): GuardedFetchError {
  const shown = host === address ? address : `${host} (${address})`
  return new GuardedFetchError(
    'blocked-address',
    `refused to fetch from ${shown}: not a public address (only chains configured local: true may fetch from private networks)`,
  )
}

/**
 * A DNS lookup that checks every address of the name and hands the connection only the first of them, so the
 * address checked is the address connected to (no second lookup an attacker's DNS could answer differently).
 */
function pinnedLookup(allowed: (address: string) => boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error)
        return callback(new GuardedFetchError('dns', `cannot resolve ${hostname}`, { cause: error }), '')
      const blocked = addresses.find((a) => !allowed(a.address))
      if (blocked) return callback(refuse(hostname, blocked.address), '')
      const pinned = addresses[0]
      if (!pinned) return callback(new GuardedFetchError('dns', `${hostname} has no address`), '')
      if (options.all) callback(null, [pinned])
      else callback(null, pinned.address, pinned.family)
    })
  }
}

function checkedUrl(text: string, allowed: (address: string) => boolean): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new GuardedFetchError('bad-url', `not a URL: ${text.slice(0, 100)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GuardedFetchError('bad-url', `only http: and https: URLs are fetched, not ${url.protocol}`)
  }
  if (url.username || url.password) {
    throw new GuardedFetchError('bad-url', 'URLs with credentials are not fetched')
  }
  // An IP literal is never looked up, so it is checked here (the URL parser has already turned 0x7f000001,
  // 2130706433 and 127.1 into 127.0.0.1).
  const host = hostOf(url)
  if (isIP(host) && !allowed(host)) throw refuse(host, host)
  return url
}

function get(
  url: URL,
  parameters: FetchGuardedParameters,
  allowed: (address: string) => boolean,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      headers: { accept: parameters.accept ?? '*/*', 'user-agent': 'PorticoApi/nft-fetch' },
      lookup: pinnedLookup(allowed) as never,
      signal,
      agent: false,
    })
    outgoing.on('response', resolve)
    outgoing.on('error', reject)
    outgoing.end()
  })
}

async function readBody(response: IncomingMessage, maxBytes: number, url: URL): Promise<Buffer> {
  const declared = Number(response.headers['content-length'])
  const tooLarge = () =>
    new GuardedFetchError('too-large', `${url.origin} answered more than ${maxBytes} bytes`)
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    throw tooLarge()
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) {
      response.destroy()
      throw tooLarge()
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

function asGuardedError(error: unknown, url: URL, signal: AbortSignal): GuardedFetchError {
  if (error instanceof GuardedFetchError) return error
  if (signal.aborted) return new GuardedFetchError('timeout', `${url.origin} did not answer in time`)
  const cause = (error as { cause?: unknown }).cause
  if (cause instanceof GuardedFetchError) return cause
  return new GuardedFetchError('network', `could not fetch from ${url.origin}`, { cause: error })
}

/**
 * GETs a URL that came from untrusted data (NFT metadata) without letting it reach the API's own network: the
 * host is resolved and every address must be public (no private, loopback, link-local, CGNAT, multicast or
 * IPv6 equivalents) unless `allowPrivate`; the connection uses the checked address; each redirect is checked
 * the same way; the body is capped at `maxBytes` and the whole fetch at `timeoutMs`.
 *
 * @throws {GuardedFetchError} with the `reason` (blocked-address, timeout, too-large, http-status, …).
 *
 * @example
 * const { body, contentType } = await fetchGuarded('https://example.com/1.json', {
 *   allowPrivate: false, maxBytes: 256 * 1024, timeoutMs: 5_000,
 * })
 */
export async function fetchGuarded(
  url: string,
  parameters: FetchGuardedParameters,
): Promise<FetchGuardedReturnType> {
  const {
    allowPrivate,
    maxBytes,
    timeoutMs,
    maxRedirects = 3,
    isAllowedAddress = isPublicIpAddress,
  } = parameters
  const allowed = allowPrivate ? () => true : isAllowedAddress
  const signal = AbortSignal.timeout(timeoutMs)
  let current = checkedUrl(url, allowed)
  for (let redirects = 0; ; redirects += 1) {
    let response: IncomingMessage
    try {
      response = await get(current, parameters, allowed, signal)
    } catch (error) {
      throw asGuardedError(error, current, signal)
    }
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (status >= 300 && status < 400 && location) {
      response.resume()
      if (redirects >= maxRedirects) {
        throw new GuardedFetchError('too-many-redirects', `more than ${maxRedirects} redirects from ${url}`)
      }
      current = checkedUrl(new URL(location, current).toString(), allowed)
      continue
    }
    if (status < 200 || status >= 300) {
      response.resume()
      throw new GuardedFetchError('http-status', `${current.origin} answered HTTP ${status}`)
    }
    try {
      const body = await readBody(response, maxBytes, current)
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
      return { url: current.toString(), contentType, body }
    } catch (error) {
      throw asGuardedError(error, current, signal)
    }
  }
}
