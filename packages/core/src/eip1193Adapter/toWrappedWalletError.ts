import { PorticoError } from '@portico/common'
import { toWalletError } from '../connection/toWalletError.ts'

/** The EIP-1193 error a wallet rejected with: a numeric code and the wallet's message. */
export interface WalletRpcError {
  /** EIP-1193 / JSON-RPC code, e.g. 4001. */
  code: number
  /** The wallet's own message, when it gave one. */
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
 * Finds the wallet's own error inside what a chain library threw around it: the first numeric `code` met,
 * breadth first, through `info.error` (ethers 6 `ACTION_REJECTED`, `UNKNOWN_ERROR`), `error` (ethers 5 and 6 RPC
 * errors) and `cause` (viem, wagmi). A rejection named `ACTION_REJECTED` whose wallet error was dropped (ethers 5
 * on 'user denied') is EIP-1193 4001.
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

/**
 * Names what a wallet request made through a chain library (ethers 5 or 6) rejected with (§8), keeping the
 * wallet's RPC code: the wallet's own error is found first ({@link walletErrorInside}) and then named as
 * `toWalletError` names it — 4001 `UserRejectedRequestError`; 4100, 4200, 4900, 4901, 4902 their provider errors
 * with the wallet's message; anything else a `WalletRequestError` with its code. The library's error stays in
 * the `cause` chain; a `PorticoError` passes through unchanged.
 *
 * @example
 * await signer.signMessage(message).catch((error: unknown) => {
 *   throw toWrappedWalletError('personal_sign', error)
 * })
 */
export function toWrappedWalletError(method: string, error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const walletError = walletErrorInside(error)
  if (!walletError) return toWalletError(method, error)
  return toWalletError(method, { ...walletError, cause: error })
}
