import { BaseError, MethodNotFoundRpcError, MethodNotSupportedRpcError } from 'viem'

// What nodes say when they lack a method: geth/erigon/anvil -32601, EIP-1474 -32004, hosted RPCs in words.
const UNSUPPORTED_TEXT =
  /method .*(not found|not supported|does not exist|is not available|not allowed)|unsupported method/i

/**
 * Whether an RPC error says the node does not offer the method (so the caller can use another way), as
 * opposed to a failing call or an unreachable node.
 *
 * @example
 * try { await client.request({ method: 'trace_block', params: ['0x1'] }) }
 * catch (error) { if (!isMethodUnsupported(error)) throw error }
 */
export function isMethodUnsupported(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk(
      (e) =>
        e instanceof MethodNotFoundRpcError ||
        e instanceof MethodNotSupportedRpcError ||
        (e instanceof BaseError && UNSUPPORTED_TEXT.test(e.details ?? e.shortMessage)),
    ),
  )
}
