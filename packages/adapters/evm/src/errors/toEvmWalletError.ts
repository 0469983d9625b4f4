import { PorticoError, UserRejectedRequestError, WalletRequestError } from '@portico/common'
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedRequestError,
  UnrecognizedChainError,
  UnsupportedMethodError,
} from './provider.ts'
import { rpcCodeOf } from './rpcCodeOf.ts'

/**
 * Names what a wallet request rejected with, keeping the RPC code (§8 numeric codes): 4001 user rejected, 4100
 * unauthorized, 4200 unsupported method, 4900 disconnected, 4901 chain disconnected, 4902 unrecognized chain;
 * anything else is a {@link WalletRequestError} with its code. A `PorticoError` passes through unchanged.
 *
 * @example
 * await provider.request({ method: 'personal_sign', params }).catch((error) => {
 *   throw toEvmWalletError('personal_sign', error)
 * })
 */
export function toEvmWalletError(method: string, error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const rpcCode = rpcCodeOf(error)
  const parameters = { method, cause: error }
  switch (rpcCode) {
    case 4001:
      return new UserRejectedRequestError({ cause: error })
    case 4100:
      return new UnauthorizedRequestError(parameters)
    case 4200:
      return new UnsupportedMethodError(parameters)
    case 4900:
      return new ProviderDisconnectedError(parameters)
    case 4901:
      return new ChainDisconnectedError(parameters)
    case 4902:
      return new UnrecognizedChainError(parameters)
    default:
      return new WalletRequestError({ method, rpcCode, cause: error })
  }
}
