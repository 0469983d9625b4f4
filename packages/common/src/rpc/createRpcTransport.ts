import { createTransport, type EIP1193RequestFn, type Transport } from 'viem'
import { RPC_BATCH_SIZE, RPC_TIMEOUT_MS } from '../constants.ts'
import { RpcUrlNotProvidedError } from '../errors/chain.ts'
import { RequestAbortedError } from '../errors/requestAbortedError.ts'
import { createBatchQueue } from './createBatchQueue.ts'
import { postJsonRpc } from './postJsonRpc.ts'
import { readBatchAnswer } from './readBatchAnswer.ts'
import { rpcAnswerError } from './rpcAnswerError.ts'
import { sendAcrossUrls } from './sendAcrossUrls.ts'
import { createUrlHealth } from './urlHealth.ts'

/** Parameters of {@link createRpcTransport}. */
export interface CreateRpcTransportParameters {
  /** The chain's HTTP RPC URLs, in the order to try them. */
  urls: readonly string[]
  /** Names the chain in errors (e.g. 'eip155:1'). */
  chainId?: number | string | undefined
  /** §9: 1000 requests per HTTP request by default. */
  batchSize?: number | undefined
  /** §9: 10 s per HTTP request by default. */
  timeoutMs?: number | undefined
  /** `fetch` by default. */
  fetchFn?: typeof fetch | undefined
}

/** What the transport shows of itself on `client.transport`. */
export interface RpcTransportValue {
  urls: readonly string[]
}

/** The transport {@link createRpcTransport} returns. */
export type RpcTransport = Transport<'portico-rpc', RpcTransportValue>

const abortable = <value>(promise: Promise<value>, signal: AbortSignal | undefined): Promise<value> => {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new RequestAbortedError({ cause: signal.reason }))
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new RequestAbortedError({ cause: signal.reason }))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * The one viem transport for reading a chain over HTTP (§7 Chain RPC, §9 RPC numbers), used by the API and by
 * the client: requests of one event-loop turn go as one JSON-RPC batch (up to 1000); each HTTP request times
 * out after 10 s; the §7 statuses (403, 408, 413, 429, 5xx), drops and timeouts are retried 3 times with
 * 150 ms exponential delay or the `Retry-After` asked for; the chain's URLs are tried in order, a failing one
 * moving to the back for §9's 4 s. A node's JSON-RPC error (a revert, say) is an answer: it is thrown at once,
 * neither retried nor sent elsewhere (docs/adr/0017-rpc-transport.md).
 *
 * Errors are §8 classes, not wrapped by viem: a JSON-RPC error answer as the class of its code (`InternalRpcError`,
 * `UnknownRpcError` for a revert, …) with the node's message as `details`; no URL answering as
 * `ChainDisconnectedError` whose cause is the last failure (`HttpRequestError`, 'HTTP status code: 503');
 * an aborted request as `RequestAbortedError`.
 *
 * @throws {RpcUrlNotProvidedError} when `urls` is empty (§8 'No RPC url provided for chainId').
 *
 * @example
 * const client = createPublicClient({
 *   chain: mainnet,
 *   transport: createRpcTransport({ urls: ['https://rpc.one.example', 'https://rpc.two.example'], chainId: 1 }),
 * })
 * await client.getBlockNumber()
 */
export function createRpcTransport({
  urls,
  chainId,
  batchSize = RPC_BATCH_SIZE,
  timeoutMs = RPC_TIMEOUT_MS,
  fetchFn,
}: CreateRpcTransportParameters): RpcTransport {
  if (urls.length === 0) throw new RpcUrlNotProvidedError({ chainId })
  // Shared by every client built on this transport, so they all remember which URL failed.
  const health = createUrlHealth(urls)
  const queue = createBatchQueue({
    batchSize,
    send: (requests) =>
      sendAcrossUrls({
        body: requests.length === 1 ? requests[0] : requests,
        health,
        read: (body) => readBatchAnswer(requests, body),
        post: (parameters) => postJsonRpc({ ...parameters, timeoutMs, fetchFn }),
      }),
  })

  const request = async (
    { method, params }: { method: string; params?: unknown },
    options?: { signal?: AbortSignal | undefined },
  ): Promise<unknown> => {
    const answer = await abortable(queue.enqueue({ method, params }), options?.signal)
    if (answer.error) throw rpcAnswerError(answer.error)
    return answer.result
  }

  // viem types a transport's request by the method called; ours answers whatever the node answers.
  const eip1193Request = request as EIP1193RequestFn
  return () => ({
    ...createTransport(
      {
        key: 'portico-rpc',
        name: 'Portico RPC',
        type: 'portico-rpc',
        request: eip1193Request,
        retryCount: 0,
        timeout: timeoutMs,
      },
      { urls },
    ),
    // viem's createTransport wraps `request` in its own retries and error classes; ours has both already, so
    // the client gets it as is and callers see the §8 classes.
    request: eip1193Request,
  })
}
