// JSON-RPC 2.0 framing shared by the HTTP and WebSocket servers: parse, dispatch, and write bigints as numbers.
import { SOLANA_RPC_ERROR_CODES, SolanaRpcError } from './rpcErrors.ts'

const BIGINT_MARK = '__solana_rpc_bigint__'

/** A JSON-RPC request as received, before validation. */
export interface JsonRpcRequest {
  id?: unknown
  method?: unknown
  params?: unknown
  jsonrpc?: unknown
}

/**
 * JSON text in which bigints are plain JSON numbers (u64 lamports exceed 2^53; the Solana clients parse them).
 *
 * @example
 * stringifyJsonRpc({ value: 18446744073709551615n }) // '{"value":18446744073709551615}'
 */
export function stringifyJsonRpc(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? `${BIGINT_MARK}${v}` : v,
  ).replace(new RegExp(`"${BIGINT_MARK}(-?\\d+)"`, 'g'), '$1')
}

/**
 * Parses a request body; a parse error is answered as jsonrpc-core does (-32700, id null).
 *
 * @example
 * const parsed = parseJsonRpc(body) // { requests: [...], batch: false } or { error }
 */
export function parseJsonRpc(
  body: string,
): { requests: JsonRpcRequest[]; batch: boolean } | { error: Record<string, unknown> } {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return {
      error: errorResponse(null, new SolanaRpcError(SOLANA_RPC_ERROR_CODES.parseError, 'Parse error')),
    }
  }
  if (Array.isArray(payload)) return { requests: payload as JsonRpcRequest[], batch: true }
  return { requests: [payload as JsonRpcRequest], batch: false }
}

/**
 * A JSON-RPC error response.
 *
 * @example
 * errorResponse(1, methodNotFound()) // { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 1 }
 */
export function errorResponse(id: unknown, error: SolanaRpcError): Record<string, unknown> {
  return { jsonrpc: '2.0', error: error.toJson(), id: id ?? null }
}

/**
 * Runs one request through `dispatch`, turning thrown errors into JSON-RPC errors (unexpected ones as -32603).
 * Returns null for a notification (no id), which gets no answer.
 *
 * @example
 * const response = await answerJsonRpc(request, (method, params) => methods[method]?.(params, context))
 */
export async function answerJsonRpc(
  request: JsonRpcRequest,
  dispatch: (method: string, params: unknown) => unknown,
): Promise<Record<string, unknown> | null> {
  if (
    typeof request !== 'object' ||
    request === null ||
    request.jsonrpc !== '2.0' ||
    typeof request.method !== 'string'
  ) {
    return errorResponse(
      (request as JsonRpcRequest | null)?.id,
      new SolanaRpcError(SOLANA_RPC_ERROR_CODES.invalidRequest, 'Invalid request'),
    )
  }
  const isNotification = !('id' in request)
  try {
    const result = await dispatch(request.method, request.params)
    return isNotification ? null : { jsonrpc: '2.0', result, id: request.id }
  } catch (error) {
    if (isNotification) return null
    if (error instanceof SolanaRpcError) return errorResponse(request.id, error)
    return errorResponse(
      request.id,
      new SolanaRpcError(SOLANA_RPC_ERROR_CODES.internalError, `Internal error: ${(error as Error).message}`),
    )
  }
}
