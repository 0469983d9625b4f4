import { PorticoError } from '@portico/common'
import { toWalletError } from '@portico/core'
import { walletErrorInside } from './walletErrorInside.ts'

/**
 * Names what a wallet request made through ethers rejected with (§8), keeping the wallet's RPC code: ethers
 * wraps the wallet's error (`ACTION_REJECTED` with `info.error`, `error.error`), so the wallet's own error is
 * found first and then named like every EVM adapter names it: 4001 `UserRejectedRequestError`, 4100, 4200,
 * 4900, 4901, 4902 their provider errors, anything else a `WalletRequestError` with its code. The ethers error
 * stays in the `cause` chain; a `PorticoError` passes through unchanged.
 *
 * @example
 * await signer.signMessage(message).catch((error: unknown) => {
 *   throw toEthersWalletError('personal_sign', error)
 * })
 */
export function toEthersWalletError(method: string, error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const walletError = walletErrorInside(error)
  if (!walletError) return toWalletError(method, error)
  return toWalletError(method, { ...walletError, cause: error })
}
