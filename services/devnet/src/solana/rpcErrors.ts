// JSON-RPC errors shaped as an Agave validator's (rpc/src/custom_error.rs and jsonrpc-core's codes).

/** JSON-RPC error codes the local Solana chain answers with, named as in Agave's `RpcCustomError`. */
export const SOLANA_RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  transactionVersionNotSupported: -32015,
  minContextSlotNotReached: -32016,
} as const

/**
 * A JSON-RPC error answered to the client as `{ code, message, data? }`.
 *
 * @example
 * throw new SolanaRpcError(-32602, 'Invalid param: WrongSize')
 */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  /** The `error` member of a JSON-RPC response. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/**
 * An invalid-params error (-32602) with Agave's wording, e.g. `Invalid param: WrongSize`.
 *
 * @example
 * throw invalidParams('Invalid param: Invalid')
 */
export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(SOLANA_RPC_ERROR_CODES.invalidParams, message)
}

/**
 * Unknown method (-32601), as jsonrpc-core answers it.
 *
 * @example
 * throw methodNotFound()
 */
export function methodNotFound(): SolanaRpcError {
  return new SolanaRpcError(SOLANA_RPC_ERROR_CODES.methodNotFound, 'Method not found')
}
