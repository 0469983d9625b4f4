import { RPC_RETRY_COUNT } from '../constants.ts'
import { ChainDisconnectedError } from '../errors/provider.ts'
import { RequestAbortedError } from '../errors/requestAbortedError.ts'
import { postJsonRpc, type UrlFailure } from './postJsonRpc.ts'
import { retryDelay } from './retryDelay.ts'
import type { UrlHealth } from './urlHealth.ts'

/** Parameters of {@link sendAcrossUrls}. */
export interface SendAcrossUrlsParameters<answer> {
  /** A JSON-RPC request or batch. */
  body: unknown
  /** The chain's URLs and what they did lately. */
  health: UrlHealth
  /** Checks a URL's parsed answer and returns what the caller wants; a throw counts as that URL's failure. */
  read: (body: unknown) => answer
  signal?: AbortSignal | undefined
  /** One POST; {@link postJsonRpc} by default (tests pass a fake). */
  post?: typeof postJsonRpc | undefined
  /** Waits `ms`; a timer by default (tests pass a fake). */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(new RequestAbortedError({ cause: signal.reason }))
      },
      { once: true },
    )
  })

// A URL's host only: paths and queries of RPC URLs often hold an API key, and these details reach logs.
const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return 'an unparsable URL'
  }
}
const describe = (url: string, { error }: UrlFailure) =>
  `${hostOf(url)}: ${error instanceof Error ? error.message : String(error)}`

// A URL answered with JSON that is not a JSON-RPC answer to what was sent: that URL failed (fall back).
function readAnswer<answer>(
  read: (body: unknown) => answer,
  body: unknown,
): { ok: true; answer: answer } | { ok: false; failure: UrlFailure } {
  try {
    return { ok: true, answer: read(body) }
  } catch (error) {
    return { ok: false, failure: { kind: 'body', error, retryable: false } }
  }
}

/**
 * Sends `body` to the first of the chain's URLs that answers (§7 "retry, fallback across transports"): each
 * round asks the URLs in health order, skipping one whose `Retry-After` has not passed while another can be
 * asked; a round in which every URL failed is retried after §9's 150 ms exponential delay (or the
 * `Retry-After` asked for), `RPC_RETRY_COUNT` (3) times, as long as some failure may pass (§7 statuses,
 * drops, timeouts).
 *
 * @throws {ChainDisconnectedError} when no URL answered: `details` names each failure, `cause` is the last
 * one (an `HttpRequestError`, 'HTTP status code: {status}', for a non-OK answer).
 * @throws {RequestAbortedError} when `signal` fires.
 *
 * @example
 * const health = createUrlHealth(['http://127.0.0.1:8545', 'http://127.0.0.1:8546'])
 * const answer = await sendAcrossUrls({ body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, health, read: (body) => body })
 */
export async function sendAcrossUrls<answer>({
  body,
  health,
  read,
  signal,
  post = postJsonRpc,
  sleep = sleepFor,
}: SendAcrossUrlsParameters<answer>): Promise<answer> {
  const failures: Array<{ url: string; failure: UrlFailure }> = []
  for (let retry = 0; ; retry++) {
    let mayPass = false
    const urls = health.ordered()
    const askable = urls.filter((url) => health.notBefore(url) <= Date.now())
    if (askable.length === 0) {
      // Every URL asked to wait: wait for the first; one asking for too long is asked at once, but only once.
      const wait = retryDelay({ retry, retryAfterMs: Math.min(...urls.map(health.notBefore)) - Date.now() })
      if (wait !== undefined) await sleep(wait, signal)
      else if (retry > 0) break
    }
    for (const url of askable.length === 0 ? urls : askable) {
      const outcome = await post({ url, body, signal })
      const result = outcome.ok ? readAnswer(read, outcome.body) : outcome
      if (result.ok) {
        health.markAnswered(url)
        return result.answer
      }
      failures.push({ url, failure: result.failure })
      health.markFailed(url, result.failure.retryAfterMs)
      mayPass ||= result.failure.retryable
    }
    const skipped = askable.length > 0 && askable.length < urls.length
    if (retry >= RPC_RETRY_COUNT || !(mayPass || skipped)) break
    // When every URL asked to wait, the next round waits for the first of them instead.
    if (urls.some((url) => health.notBefore(url) <= Date.now()))
      await sleep(retryDelay({ retry }) ?? 0, signal)
  }
  const last = failures.at(-1)
  throw new ChainDisconnectedError({
    cause: last?.failure.error,
    details: failures.map(({ url, failure }) => describe(url, failure)).join('; '),
  })
}
