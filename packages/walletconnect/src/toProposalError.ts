import { UserRejectedRequestError, WalletRequestError, type PorticoError } from '@portico/common'
import { toWalletRpcError } from './walletRpcError.ts'

// WalletConnect's codes for a declined proposal: 5000–5003 rejected by the person, 5100–5104 unsupported
// chains, methods, events, accounts or namespace; EIP-1193's 4001 from wallets that use it.
const isDeclined = (code: number) =>
  code === 4001 || (code >= 5000 && code <= 5003) || (code >= 5100 && code <= 5104)

/**
 * The error `connect()` rejects with when the proposal did not become a session: the wallet declining it (for
 * whatever reason it gave) is {@link UserRejectedRequestError}; anything else (the proposal expired, the relay
 * refused the publish) is a {@link WalletRequestError} for `wc_sessionPropose`. The wallet's answer is kept as
 * the cause.
 *
 * @example
 * toProposalError({ code: 5000, message: 'User rejected.' }) // UserRejectedRequestError
 */
export function toProposalError(error: unknown): PorticoError {
  const cause = toWalletRpcError(error)
  if (isDeclined(cause.code)) return new UserRejectedRequestError({ cause })
  const rpcCode = typeof (error as { code?: unknown } | null)?.code === 'number' ? cause.code : undefined
  return new WalletRequestError({ method: 'wc_sessionPropose', rpcCode, cause })
}
