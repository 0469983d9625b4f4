import { PorticoError, rpcErrorCodes, rpcErrorFromCode, WalletRequestError } from '@portico/common'

// EIP-1193 provider codes (§8): the wallet itself refused, so each has its own named error in @portico/common.
const PROVIDER_CODES: ReadonlySet<number> = new Set([
  rpcErrorCodes.userRejectedRequest,
  rpcErrorCodes.unauthorized,
  rpcErrorCodes.unsupportedMethod,
  rpcErrorCodes.disconnected,
  rpcErrorCodes.chainDisconnected,
  rpcErrorCodes.unrecognizedChain,
])

/**
 * The JSON-RPC code of a wallet error, looked for along its `cause` chain: wagmi and viem wrap the wallet's error
 * (e.g. `TransactionExecutionError` → `UserRejectedRequestError` with code 4001).
 *
 * @example
 * rpcCodeOf(new Error('outer', { cause: { code: 4001 } })) // 4001
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

function messageOf(error: unknown): string | undefined {
  const { shortMessage, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    shortMessage?: unknown
    message?: unknown
  }
  if (typeof shortMessage === 'string') return shortMessage
  return typeof message === 'string' ? message : undefined
}

/**
 * Names what a wagmi action rejected with, unwrapped to the wallet's RPC code (§8): 4001
 * `UserRejectedRequestError`, 4100, 4200, 4900, 4901, 4902 their named errors (method and wallet message in
 * `details`); anything else a `WalletRequestError` with its code. A `PorticoError` passes through.
 *
 * @example
 * await signMessage(config, { message }).catch((error: unknown) => {
 *   throw toWalletError('personal_sign', error)
 * })
 */
export function toWalletError(method: string, error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const rpcCode = rpcCodeOf(error)
  if (rpcCode !== undefined && PROVIDER_CODES.has(rpcCode)) {
    const walletMessage = messageOf(error)
    const details = walletMessage === undefined ? method : `${method}: ${walletMessage}`
    return rpcErrorFromCode(rpcCode, { cause: error, details })
  }
  return new WalletRequestError({ method, rpcCode, cause: error })
}
