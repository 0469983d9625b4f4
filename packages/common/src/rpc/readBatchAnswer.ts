import type { JsonRpcRequest, JsonRpcResponse } from './jsonRpcMessages.ts'

const isResponse = (value: unknown): value is JsonRpcResponse =>
  typeof value === 'object' && value !== null && 'id' in value && ('result' in value || 'error' in value)

/**
 * The answers to `requests` in a node's parsed reply: a batch answer (an array holding every id), a single
 * answer to a single request, or one `error` answer for the whole batch (a node refusing the batch) handed to
 * each request. Anything else throws: that node did not answer what was asked.
 *
 * @example
 * readBatchAnswer([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }], { jsonrpc: '2.0', id: 1, result: '0x1' })
 * // [{ jsonrpc: '2.0', id: 1, result: '0x1' }]
 */
export function readBatchAnswer(requests: readonly JsonRpcRequest[], body: unknown): JsonRpcResponse[] {
  if (Array.isArray(body)) {
    const answers = body.filter(isResponse)
    const ids = new Set(answers.map((answer) => answer.id))
    const missing = requests.filter((request) => !ids.has(request.id))
    if (missing.length === 0) return answers
    throw new Error(`The RPC node answered ${answers.length} of ${requests.length} batched requests`)
  }
  if (isResponse(body)) {
    if (requests.length === 1 && body.id === requests[0]!.id) return [body]
    if (body.error) return requests.map((request) => ({ ...body, id: request.id }))
  }
  throw new Error(`The RPC node's answer is not a JSON-RPC response: ${JSON.stringify(body)?.slice(0, 200)}`)
}
