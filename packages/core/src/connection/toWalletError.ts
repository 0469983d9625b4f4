import {
  ChainDisconnectedError,
  PorticoError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WalletRequestError,
  type RpcErrorParameters,
} from '@portico/common'

import { rpcCodeOf } from './rpcCodeOf.ts'

// §8 EIP-1193 provider codes: the wallet itself refused, so each has its own named error. Imported one by one
// (not through rpcErrorFromCode) so the page does not load the whole JSON-RPC catalogue with core.
const PROVIDER_ERRORS: Readonly<Record<number, new (parameters: RpcErrorParameters) => PorticoError>> = {
  4100: UnauthorizedProviderError,
  4200: UnsupportedProviderMethodError,
  4900: ProviderDisconnectedError,
  4901: ChainDisconnectedError,
  4902: UnrecognizedChainError,
}

function messageOf(error: unknown): string | undefined {
  const { message } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown }
  return typeof message === 'string' ? message : undefined
}

/**
 * Names what a wallet request rejected with (§8), keeping its RPC code: 4001 {@link UserRejectedRequestError},
 * 4100 `UnauthorizedProviderError`, 4200 `UnsupportedProviderMethodError`, 4900 `ProviderDisconnectedError`,
 * 4901 `ChainDisconnectedError`, 4902 `UnrecognizedChainError` (the failing method and the wallet's own message
 * in `details`); anything else is a {@link WalletRequestError} with its code. The code is found under wrappers
 * (see `rpcCodeOf`); a `PorticoError` passes through unchanged. Every EVM adapter maps wallet errors with it.
 *
 * @example
 * await provider.request({ method: 'personal_sign', params }).catch((error: unknown) => {
 *   throw toWalletError('personal_sign', error)
 * })
 */
export function toWalletError(method: string, error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const rpcCode = rpcCodeOf(error)
  if (rpcCode === 4001) return new UserRejectedRequestError({ cause: error })
  const ProviderError = rpcCode === undefined ? undefined : PROVIDER_ERRORS[rpcCode]
  if (ProviderError) {
    const walletMessage = messageOf(error)
    return new ProviderError({
      cause: error,
      details: walletMessage === undefined ? method : `${method}: ${walletMessage}`,
    })
  }
  return new WalletRequestError({ method, rpcCode, cause: error })
}
