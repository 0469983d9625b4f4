import { ProviderRpcError, providerErrorCodes } from '../providerRpcError.ts'

/** A JSON-RPC 2.0 answer as `SignClient.respond` takes it. */
export type JsonRpcResponse =
  | { id: number; jsonrpc: '2.0'; result: unknown }
  | { id: number; jsonrpc: '2.0'; error: { code: number; message: string; data?: string } }

/** EIP-1193's message for a request the person turned down. */
export const USER_REJECTED_MESSAGE = 'User rejected the request.'

/**
 * EIP-1474 "invalid input", used in place of the codes JSON-RPC reserves (-32700…-32603): the WalletConnect
 * client swaps a reserved code's message for a generic one ("Invalid params"), which would hide the reason.
 */
export const INVALID_INPUT_CODE = -32000

const RESERVED_CODES: readonly number[] = [-32700, -32600, -32601, -32602, -32603]

/**
 * A successful JSON-RPC answer.
 *
 * @example
 * jsonRpcResult(7, '0xabc') // { id: 7, jsonrpc: '2.0', result: '0xabc' }
 */
export function jsonRpcResult(id: number, result: unknown): JsonRpcResponse {
  return { id, jsonrpc: '2.0', result }
}

/**
 * A JSON-RPC error answer: a {@link ProviderRpcError} keeps its code (a reserved one becomes
 * {@link INVALID_INPUT_CODE}, so its message survives); anything else, such as an RPC node refusing a
 * transaction, becomes {@link INVALID_INPUT_CODE} with viem's short message when there is one.
 *
 * @example
 * jsonRpcError(7, new ProviderRpcError(4200, 'The Portico Web Wallet does not support eth_sign'))
 * // { id: 7, jsonrpc: '2.0', error: { code: 4200, message: 'The Portico Web Wallet does not support eth_sign' } }
 */
export function jsonRpcError(id: number, error: unknown): JsonRpcResponse {
  if (error instanceof ProviderRpcError) {
    const code = RESERVED_CODES.includes(error.code) ? INVALID_INPUT_CODE : error.code
    return { id, jsonrpc: '2.0', error: { code, message: error.message } }
  }
  const message =
    (error as { shortMessage?: unknown })?.shortMessage ??
    (error instanceof Error ? error.message : String(error))
  return { id, jsonrpc: '2.0', error: { code: INVALID_INPUT_CODE, message: String(message) } }
}

/**
 * The answer to a request the person rejected: EIP-1193 code 4001.
 *
 * @example
 * userRejected(7).error // { code: 4001, message: 'User rejected the request.' }
 */
export function userRejected(id: number): {
  id: number
  jsonrpc: '2.0'
  error: { code: number; message: string }
} {
  return {
    id,
    jsonrpc: '2.0',
    error: { code: providerErrorCodes.userRejected, message: USER_REJECTED_MESSAGE },
  }
}
