import { RpcError } from '@portico/common'
import { createRpcTransport, JsonRpcAnswerError } from '@portico/common/rpc'
import type { EIP1193RequestFn } from 'viem'
import { WalletRpcError } from './walletRpcError.ts'

/** Sends one JSON-RPC request to an HTTP RPC URL. */
export type HttpRpcRequest = (url: string, request: { method: string; params?: unknown }) => Promise<unknown>

// An EIP-1193 caller reads errors by numeric `code`: the node's own for its JSON-RPC error answers, the §8
// code of the transport's error otherwise (4901 when the URL did not answer).
function toProviderError(error: unknown): unknown {
  if (!(error instanceof RpcError)) return error
  const answer = error.walk((cause) => cause instanceof JsonRpcAnswerError)
  if (answer instanceof JsonRpcAnswerError)
    return new WalletRpcError(answer.code, answer.message, { data: answer.data, cause: error })
  return new WalletRpcError(error.rpcCode, error.message, { cause: error })
}

/**
 * A JSON-RPC client over HTTP for the chains' RPC URLs: the one chain RPC transport (`@portico/common/rpc`:
 * §9 batch 1000, timeout 10 s, retry 3 with 150 ms exponential delay and `Retry-After`), one per URL. Errors
 * keep the node's JSON-RPC code.
 *
 * @example
 * const rpc = createHttpRpc()
 * await rpc('http://127.0.0.1:8545', { method: 'eth_blockNumber' }) // '0x1f'
 */
export function createHttpRpc(): HttpRpcRequest {
  const transports = new Map<string, EIP1193RequestFn>()
  return async (url, { method, params }) => {
    let request = transports.get(url)
    if (!request) {
      request = createRpcTransport({ urls: [url] })({}).request
      transports.set(url, request)
    }
    try {
      return await request({ method, params } as Parameters<EIP1193RequestFn>[0])
    } catch (error) {
      throw toProviderError(error)
    }
  }
}
