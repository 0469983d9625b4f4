// JSON-RPC error codes the relay answers with.
export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603
export const RATE_LIMITED = -32000
export const LIMIT_EXCEEDED = -32001

/** A request the relay refuses, answered as a JSON-RPC error. */
export class RelayRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
