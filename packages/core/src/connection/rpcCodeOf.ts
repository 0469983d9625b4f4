/**
 * The numeric EIP-1193 / JSON-RPC `code` of what a wallet rejected with, if it has one.
 *
 * @example
 * rpcCodeOf({ code: 4001, message: 'User rejected' }) // 4001
 */
export function rpcCodeOf(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'number' ? code : undefined
}
