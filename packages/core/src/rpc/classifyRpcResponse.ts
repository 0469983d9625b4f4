/** What a wallet's answer to an RPC request is (§5 "RPC response string"). */
export type RpcResponseKind = 'transaction' | 'signedMessage' | 'object'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/

/**
 * §5: a string of 0x plus 64 hex digits is a transaction, 0x plus 62 or more hex digits a signed message,
 * anything else an object.
 *
 * @example
 * classifyRpcResponse('0x' + 'ab'.repeat(32)) // 'transaction'
 * classifyRpcResponse('0x' + 'ab'.repeat(65)) // 'signedMessage'
 * classifyRpcResponse({ calls: [] }) // 'object'
 */
export function classifyRpcResponse(response: unknown): RpcResponseKind {
  if (typeof response !== 'string') return 'object'
  if (TRANSACTION_HASH.test(response)) return 'transaction'
  if (SIGNATURE.test(response)) return 'signedMessage'
  return 'object'
}
