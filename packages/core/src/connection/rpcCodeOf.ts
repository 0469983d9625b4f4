/**
 * The numeric EIP-1193 / JSON-RPC `code` of what a wallet rejected with, looked for along its `cause` chain:
 * chain libraries wrap the wallet's error (viem's `TransactionExecutionError` → `UserRejectedRequestError` with
 * code 4001, ethers' `error.error`/`info.error` is carried as a cause by its adapter).
 *
 * @example
 * rpcCodeOf({ code: 4001, message: 'User rejected' }) // 4001
 * rpcCodeOf(new Error('wrapped', { cause: { code: 4902 } })) // 4902
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
