import { rpcErrorCodes, rpcErrorFromCode } from '@portico/common'
import { EIP1193ProviderRpcError } from 'viem'

/** Parameters of {@link WalletRpcError} besides its code and message. */
export interface WalletRpcErrorOptions {
  /** The `data` of the wallet's JSON-RPC error, when it sent one. */
  data?: unknown
  /** What the wallet or the sign client rejected with. */
  cause?: unknown
}

/**
 * An EIP-1193 error from a WalletConnect session: `code` is the number the wallet answered with (4001 when the
 * person declined, §8), so viem, core and any EIP-1193 caller recognise it by `code`.
 *
 * @example
 * try {
 *   await provider.request({ method: 'personal_sign', params: [message, address] })
 * } catch (error) {
 *   if (error instanceof WalletRpcError && error.code === 4001) console.log('declined')
 * }
 */
export class WalletRpcError extends EIP1193ProviderRpcError {
  override name = 'WalletRpcError'
  /** The `data` of the wallet's JSON-RPC error. */
  readonly data: unknown

  constructor(code: number, message: string, { data, cause }: WalletRpcErrorOptions = {}) {
    super(code, message)
    this.data = data
    if (cause !== undefined) this.cause = cause
  }
}

const messageOf = (error: unknown): string | undefined => {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error
  return typeof message === 'string' && message !== '' ? message : undefined
}

/**
 * Turns what `signClient.request` rejected with into a {@link WalletRpcError}: the wallet's JSON-RPC error
 * (`{ code, message, data }`) keeps its code; anything without a numeric code (a sign client failure, an
 * expired request) becomes -32603, internal error.
 *
 * @example
 * toWalletRpcError({ code: 4001, message: 'User rejected the request.' }).code // 4001
 * toWalletRpcError(new Error('Request expired. Please try again.')).code // -32603
 */
export function toWalletRpcError(error: unknown): WalletRpcError {
  if (error instanceof WalletRpcError) return error
  const record =
    typeof error === 'object' && error !== null ? (error as { code?: unknown; data?: unknown }) : {}
  const code = typeof record.code === 'number' ? record.code : rpcErrorCodes.internalError
  return new WalletRpcError(code, messageOf(error) ?? 'Internal JSON-RPC error', {
    data: record.data,
    cause: error,
  })
}

/**
 * A {@link WalletRpcError} raised by the session itself (not the wallet), with §8's message for `code` unless
 * one is given.
 *
 * @example
 * providerError(4900).message // 'The provider is disconnected from all chains'
 */
export function providerError(code: number, message?: string): WalletRpcError {
  const named = rpcErrorFromCode(code)
  return new WalletRpcError(code, message ?? named.message, { cause: named })
}
