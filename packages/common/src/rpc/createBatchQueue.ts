import { RPC_BATCH_SIZE } from '../constants.ts'
import type { JsonRpcRequest, JsonRpcResponse } from './jsonRpcMessages.ts'

/** Parameters of {@link createBatchQueue}. */
export interface CreateBatchQueueParameters {
  /** Sends up to `batchSize` requests as one HTTP request and resolves with their answers, in any order. */
  send(requests: JsonRpcRequest[]): Promise<JsonRpcResponse[]>
  /** §9: 1000 by default. */
  batchSize?: number
}

/** Requests queued by {@link createBatchQueue}. */
export interface BatchQueue {
  /** Queues one request; resolves with its own answer (which may carry a JSON-RPC `error`). */
  enqueue(request: { method: string; params?: unknown }): Promise<JsonRpcResponse>
}

interface Pending {
  request: JsonRpcRequest
  resolve(response: JsonRpcResponse): void
  reject(error: unknown): void
}

/**
 * Collects the JSON-RPC requests made in the same turn of the event loop and sends them together, up to
 * `batchSize` per HTTP request (§7 "batching", §9 "batch 1000"); a full batch leaves at once.
 *
 * @example
 * const queue = createBatchQueue({ send: (requests) => sendBatch(requests) })
 * const [block, chainId] = await Promise.all([
 *   queue.enqueue({ method: 'eth_blockNumber' }),
 *   queue.enqueue({ method: 'eth_chainId' }),
 * ]) // one HTTP request
 */
export function createBatchQueue({
  send,
  batchSize = RPC_BATCH_SIZE,
}: CreateBatchQueueParameters): BatchQueue {
  let nextId = 1
  let pending: Pending[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    const batch = pending
    pending = []
    send(batch.map(({ request }) => request)).then(
      (responses) => {
        const byId = new Map(responses.map((response) => [response.id, response]))
        for (const { request, resolve, reject } of batch) {
          const response = byId.get(request.id)
          if (response) resolve(response)
          else reject(new Error(`The RPC node's batch answer has no response for request id ${request.id}`))
        }
      },
      (error: unknown) => {
        for (const { reject } of batch) reject(error)
      },
    )
  }

  return {
    enqueue({ method, params }) {
      return new Promise((resolve, reject) => {
        const request: JsonRpcRequest = {
          jsonrpc: '2.0',
          id: nextId++,
          method,
          ...(params === undefined ? {} : { params }),
        }
        pending.push({ request, resolve, reject })
        if (pending.length >= batchSize) flush()
        // A timer, not a microtask: viem's actions await a little before their request, so the requests of one
        // Promise.all arrive over a few microtasks.
        else timer ??= setTimeout(flush, 0)
      })
    },
  }
}
