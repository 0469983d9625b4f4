import { rpcErrorCodes } from '@portico/common'

// What nodes say when they lack a method: geth/erigon/anvil -32601, EIP-1474 -32004, hosted RPCs in words.
const UNSUPPORTED_CODES: readonly number[] = [rpcErrorCodes.methodNotFound, rpcErrorCodes.methodNotSupported]
const UNSUPPORTED_TEXT =
  /method .*(not found|not supported|does not exist|is not available|not allowed)|unsupported method/i
// Bounded so a cause cycle cannot loop forever.
const MAX_DEPTH = 32

function numberField(error: object, name: 'rpcCode' | 'code'): number | undefined {
  const value = (error as Record<string, unknown>)[name]
  return typeof value === 'number' ? value : undefined
}

function textOf(error: object): string {
  const { details, shortMessage, message } = error as Record<string, unknown>
  return [details, shortMessage, message].filter((part) => typeof part === 'string').join('\n')
}

/** One error of the chain, without its causes: a method-not-found code (§8 `rpcCode`, a node's or viem's numeric `code`) or words. */
function saysUnsupported(error: object): boolean {
  const code = numberField(error, 'rpcCode') ?? numberField(error, 'code')
  if (code !== undefined && UNSUPPORTED_CODES.includes(code)) return true
  return UNSUPPORTED_TEXT.test(textOf(error))
}

/**
 * Whether an RPC error says the node does not offer the method (so the caller can use another way), as
 * opposed to a failing call or an unreachable node. Follows the chain of causes, so it recognises the
 * `@portico/common/rpc` transport's §8 errors (`MethodNotFoundRpcError` -32601, `MethodNotSupportedRpcError`
 * -32004, and the node's answer as their cause), viem's errors of the same codes, and hosted RPCs that say it
 * in words under another code.
 *
 * @example
 * try { await client.request({ method: 'trace_block', params: ['0x1'] }) }
 * catch (error) { if (!isMethodUnsupported(error)) throw error }
 */
export function isMethodUnsupported(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth++) {
    if (saysUnsupported(current)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
