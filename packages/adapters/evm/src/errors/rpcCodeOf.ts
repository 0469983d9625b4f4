/**
 * The EIP-1193 / JSON-RPC error code of a wallet error, looked for along its `cause` chain because viem wraps
 * the wallet's error (e.g. `TransactionExecutionError` → `UserRejectedRequestError` with code 4001).
 *
 * @example
 * rpcCodeOf({ code: 4001, message: 'User rejected' }) // 4001
 */
export function rpcCodeOf(error: unknown): number | undefined {
  let current = error
  // Bounded so a cause cycle cannot loop forever.
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 16; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number') return code
    current = cause
  }
  return undefined
}
