import { PorticoError, rpcErrorCodes, rpcErrorFromCode, WalletRequestError } from '@portico/common'
import { rpcCodeOf } from './rpcCodeOf.ts'

// EIP-1193 provider codes (§8): the wallet itself refused, so each has its own named error in @portico/common.
const PROVIDER_CODES: ReadonlySet<number> = new Set([
  rpcErrorCodes.userRejectedRequest,
  rpcErrorCodes.unauthorized,
  rpcErrorCodes.unsupportedMethod,
  rpcErrorCodes.disconnected,
  rpcErrorCodes.chainDisconnected,
  rpcErrorCodes.unrecognizedChain,
])

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message
  const { message } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown }
  return typeof message === 'string' ? message : undefined
}

/**
 * Names what a wallet request rejected with, keeping the RPC code (§8 numeric codes): 4001
 * `UserRejectedRequestError`, 4100 `UnauthorizedProviderError`, 4200 `UnsupportedProviderMethodError`, 4900
 * `ProviderDisconnectedError`, 4901 `ChainDisconnectedError`, 4902 `UnrecognizedChainError` (all from
 * `@portico/common`, with the failing method in `details`); anything else is a {@link WalletRequestError} with
 * its code. A `PorticoError` passes through unchanged.
 *
 * @example
 * await provider.request({ method: 'personal_sign', params }).catch((error) => {
 *   throw toEvmWalletError('personal_sign', error)
 * })
 */
export function toEvmWalletError(method: string, error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const rpcCode = rpcCodeOf(error)
  if (rpcCode !== undefined && PROVIDER_CODES.has(rpcCode)) {
    const walletMessage = messageOf(error)
    const details = walletMessage === undefined ? method : `${method}: ${walletMessage}`
    return rpcErrorFromCode(rpcCode, { cause: error, details })
  }
  return new WalletRequestError({ method, rpcCode, cause: error })
}
