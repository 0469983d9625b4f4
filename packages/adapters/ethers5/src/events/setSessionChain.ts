import type { EthersAdapterSession } from '../session.ts'

/**
 * Records the chain the wallet is on and reports `chainChanged` when it differs from the last one known, so a
 * wallet event and our own switch do not report the same move twice.
 *
 * @example
 * setSessionChain(session, 31338)
 */
export function setSessionChain(session: EthersAdapterSession, chainId: number): void {
  if (session.chainId === chainId) return
  session.chainId = chainId
  session.events.emit('chainChanged', { chainId, caipNetworkId: `eip155:${chainId}` })
}
