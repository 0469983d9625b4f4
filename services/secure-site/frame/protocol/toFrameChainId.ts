import { frameMessages } from '../messages.ts'

/** The embedded wallet was asked for a network outside eip155 and solana (§1: embedded auth works only there). */
export class UnsupportedNetworkError extends Error {
  override name = 'UnsupportedNetworkError'
  /** EIP-1193 "unrecognized chain". */
  readonly code = 4902
  constructor(chainId: string) {
    super(frameMessages.unsupportedNetwork(chainId))
  }
}

const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/**
 * Turns a frame-protocol chain id (CAIP-2 string or a bare EVM chain id) into the CAIP-2 id the secure site
 * takes, and refuses namespaces the embedded wallet cannot serve.
 *
 * @throws {UnsupportedNetworkError} for any other namespace or a malformed id.
 * @example
 * toFrameChainId(31337) // 'eip155:31337'
 * toFrameChainId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function toFrameChainId(chainId: string | number): string {
  if (typeof chainId === 'number') {
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new UnsupportedNetworkError(String(chainId))
    return `eip155:${chainId}`
  }
  const match = CAIP2.exec(chainId)
  const namespace = match?.[1]
  if (namespace === 'eip155' && /^[1-9][0-9]*$/.test(match?.[2] ?? '')) return chainId
  if (namespace === 'solana') return chainId
  throw new UnsupportedNetworkError(chainId)
}

/** The namespace part of a CAIP-2 id (`eip155` of `eip155:1`). */
export function namespaceOf(chainId: string): string {
  return chainId.slice(0, chainId.indexOf(':'))
}
