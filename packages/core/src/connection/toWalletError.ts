import { UserRejectedRequestError, WalletRequestError, type PorticoError } from '@portico/common'

import { rpcCodeOf } from './rpcCodeOf.ts'

/**
 * Turns what a wallet's `request` rejected with into a named error: code 4001 becomes
 * {@link UserRejectedRequestError}, anything else {@link WalletRequestError} with the cause attached.
 *
 * @example
 * provider.request({ method: 'eth_requestAccounts' }).catch((error) => { throw toWalletError('eth_requestAccounts', error) })
 */
export function toWalletError(method: string, error: unknown): PorticoError {
  const rpcCode = rpcCodeOf(error)
  if (rpcCode === 4001) return new UserRejectedRequestError({ cause: error })
  return new WalletRequestError({ method, rpcCode, cause: error })
}
