/** The EIP-1193 error a wallet rejected with: a numeric code and the wallet's message. */
export interface WalletRpcError {
  code: number
  message: string | undefined
}

type Wrapper = {
  code?: unknown
  message?: unknown
  info?: { error?: unknown }
  error?: unknown
  cause?: unknown
}

const asWrapper = (value: unknown): Wrapper | undefined =>
  typeof value === 'object' && value !== null ? (value as Wrapper) : undefined

/**
 * Finds the wallet's own error inside what ethers threw. ethers keeps it in `info.error` (v6 `ACTION_REJECTED`,
 * `UNKNOWN_ERROR`), in `error` (v5 and v6 RPC errors) or as the error itself; a rejection ethers recognised but
 * whose wallet error it dropped (v5 `ACTION_REJECTED` on 'user denied') is EIP-1193 4001.
 *
 * @example
 * walletErrorInside({ code: 'ACTION_REJECTED', info: { error: { code: 4001, message: 'denied' } } })
 * // { code: 4001, message: 'denied' }
 */
export function walletErrorInside(error: unknown): WalletRpcError | undefined {
  let rejected = false
  const queue: unknown[] = [error]
  // Bounded so a cycle among wrappers cannot loop forever.
  for (let seen = 0; queue.length > 0 && seen < 16; seen++) {
    const current = asWrapper(queue.shift())
    if (!current) continue
    if (typeof current.code === 'number') {
      return {
        code: current.code,
        message: typeof current.message === 'string' ? current.message : undefined,
      }
    }
    if (current.code === 'ACTION_REJECTED') rejected = true
    queue.push(current.info?.error, current.error, current.cause)
  }
  return rejected ? { code: 4001, message: 'ethers: ACTION_REJECTED' } : undefined
}
