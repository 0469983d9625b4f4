import { RPC_RETRY_STATUSES, RPC_TIMEOUT_MS } from '../constants.ts'
import { HttpRequestError } from '../errors/http.ts'
import { RequestAbortedError } from '../errors/requestAbortedError.ts'
import { parseRetryAfter } from './parseRetryAfter.ts'

/** Why one URL gave no usable answer. */
export interface UrlFailure {
  /** 'status': a non-OK HTTP answer; 'network': no connection or a dropped one; 'timeout'; 'body': not JSON. */
  kind: 'status' | 'network' | 'timeout' | 'body'
  /** What failed: {@link HttpRequestError} ('HTTP status code: {status}'), fetch's error, the timeout's reason. */
  error: unknown
  /** Whether asking again may help (§7 retry statuses, drops and timeouts). */
  retryable: boolean
  /** What the answer's `Retry-After` asked for, in ms. */
  retryAfterMs?: number | undefined
}

/** Parameters of {@link postJsonRpc}. */
export interface PostJsonRpcParameters {
  url: string
  /** A JSON-RPC request or a batch of them. */
  body: unknown
  /** Ends the wait early; the call then throws {@link RequestAbortedError}. */
  signal?: AbortSignal | undefined
  /** §9: 10 s by default. */
  timeoutMs?: number | undefined
  /** `fetch` by default. */
  fetchFn?: typeof fetch | undefined
}

/** What {@link postJsonRpc} resolves to: the parsed JSON answer, or why there is none. */
export type PostJsonRpcReturnType = { ok: true; body: unknown } | { ok: false; failure: UrlFailure }

async function readFailure(response: Response, url: string): Promise<UrlFailure> {
  const text = await response.text().catch((error: unknown) => `(body unreadable: ${String(error)})`)
  return {
    kind: 'status',
    // The origin only: an RPC URL's path or query often holds an API key, and errors reach logs.
    error: new HttpRequestError({
      status: response.status,
      url: new URL(url).origin,
      details: text.slice(0, 200),
    }),
    retryable: RPC_RETRY_STATUSES.includes(response.status),
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
  }
}

/**
 * One JSON-RPC POST (§7 "JSON-RPC POST, JSON content type") to one URL, with §9's 10 s timeout covering the
 * answer's body too. Failures of the URL are returned, not thrown, so the caller can retry or fall back.
 *
 * @throws {RequestAbortedError} when `signal` fires (§8 'Request was aborted').
 *
 * @example
 * const outcome = await postJsonRpc({ url, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' } })
 * if (outcome.ok) console.log(outcome.body) // { jsonrpc: '2.0', id: 1, result: '0x7a69' }
 */
export async function postJsonRpc({
  url,
  body,
  signal,
  timeoutMs = RPC_TIMEOUT_MS,
  fetchFn = fetch,
}: PostJsonRpcParameters): Promise<PostJsonRpcReturnType> {
  const timeout = AbortSignal.timeout(timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  let text: string
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: combined,
    })
    if (!response.ok) return { ok: false, failure: await readFailure(response, url) }
    text = await response.text()
  } catch (error) {
    if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
    if (timeout.aborted)
      return { ok: false, failure: { kind: 'timeout', error: timeout.reason, retryable: true } }
    return { ok: false, failure: { kind: 'network', error, retryable: true } }
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, failure: { kind: 'body', error, retryable: false } }
  }
}
