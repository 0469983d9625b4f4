import type { PorticoError } from '../errors/PorticoError.ts'
import { rpcErrorFromCode } from '../errors/provider.ts'
import { JsonRpcAnswerError } from './jsonRpcAnswerError.ts'
import type { JsonRpcErrorObject } from './jsonRpcMessages.ts'

/**
 * The §8 error for a node's JSON-RPC `error` answer: the catalogue class of its code (`rpcErrorFromCode`,
 * 5000 'Unknown RPC error' for codes outside §8 such as 3, execution reverted), with the node's message as
 * `details` and the answer itself as `cause`.
 *
 * @example
 * rpcAnswerError({ code: -32602, message: 'invalid address' }) // InvalidParamsRpcError, details 'invalid address'
 */
export function rpcAnswerError(error: JsonRpcErrorObject): PorticoError {
  return rpcErrorFromCode(error.code, { cause: new JsonRpcAnswerError(error), details: error.message })
}
