import type { SessionTypes } from '@walletconnect/types'
import { ProviderRpcError, providerErrorCodes } from '../providerRpcError.ts'
import type { SessionRequestAnswer, SessionRequestInput } from './answerSessionRequest.ts'
import { requestErrorMessages } from './answerSessionRequest.ts'
import { signSolanaMessage, solanaAccounts } from './solanaAccounts.ts'

/** Solana methods the web wallet answers over WalletConnect (WalletConnect's Solana RPC reference). */
export const solanaMethods = ['solana_signMessage', 'solana_getAccounts', 'solana_requestAccounts'] as const

/**
 * The Solana addresses a session approved, deduplicated, in its order.
 *
 * @example
 * sessionSolanaAddresses(session) // ['7C4jsPZp…']
 */
export function sessionSolanaAddresses(session: Pick<SessionTypes.Struct, 'namespaces'>): string[] {
  const accounts = session.namespaces.solana?.accounts ?? []
  return [...new Set(accounts.map((account) => account.split(':')[2] ?? '').filter(Boolean))]
}

/**
 * Answers a dapp's Solana request with the session's Solana accounts: `solana_getAccounts` /
 * `solana_requestAccounts` list them as `{ pubkey }`, `solana_signMessage` (`{ message, pubkey }`, the message
 * base58) answers `{ signature }` (base58 ed25519). Throws {@link ProviderRpcError} for anything else.
 *
 * @example
 * answerSolanaRequest({ request: { method: 'solana_signMessage', params: { message, pubkey }, chainId }, sessionAddresses })
 */
export function answerSolanaRequest({
  request,
  sessionAddresses,
}: {
  request: SessionRequestInput
  sessionAddresses: readonly string[]
}): SessionRequestAnswer {
  const { method, params } = request
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts')
    return { result: sessionAddresses.map((pubkey) => ({ pubkey })) }
  if (method !== 'solana_signMessage')
    throw new ProviderRpcError(providerErrorCodes.unsupportedMethod, requestErrorMessages.unsupported(method))
  const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
  if (typeof message !== 'string' || typeof pubkey !== 'string')
    throw new ProviderRpcError(providerErrorCodes.invalidParams, requestErrorMessages.badParams(method))
  const account = sessionAddresses.includes(pubkey)
    ? solanaAccounts.find((candidate) => candidate.address === pubkey)
    : undefined
  if (!account)
    throw new ProviderRpcError(providerErrorCodes.unauthorized, requestErrorMessages.notConnected(pubkey))
  return { result: { signature: signSolanaMessage(account, message) } }
}
