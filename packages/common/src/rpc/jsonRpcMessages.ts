// JSON-RPC 2.0 message shapes (https://www.jsonrpc.org/specification) as the transport sends and reads them.

/** One JSON-RPC request. */
export interface JsonRpcRequest {
  jsonrpc: '2.0'
  /** Unique within the transport, so a batch's answers find their callers. */
  id: number
  method: string
  params?: unknown
}

/** The `error` member of a JSON-RPC answer. */
export interface JsonRpcErrorObject {
  code: number
  message: string
  data?: unknown
}

/** One JSON-RPC answer: `result`, or `error`. */
export interface JsonRpcResponse {
  jsonrpc?: '2.0'
  id: number | string | null
  result?: unknown
  error?: JsonRpcErrorObject
}
