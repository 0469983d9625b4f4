import { RequestBeforeConnectError, type CaipNetwork } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import type { AdapterConnector } from '../adapters/AdapterConnector.ts'
import type { AdapterEvents } from './createAdapterEvents.ts'

/**
 * What an EIP-1193 (EVM) adapter remembers between calls: its configuration and the connected wallet. The
 * library-free actions of `Eip1193Adapter` and each adapter's own library actions read and update it.
 */
export interface Eip1193AdapterSession {
  /** eip155 networks the adapter serves (given to its constructor or learnt from `createAppKit`). */
  networks: readonly CaipNetwork[]
  /** Connectors `connect({ connectorId })` chooses from. */
  readonly getConnectors: () => readonly AdapterConnector[]
  /** Listeners of the adapter's events. */
  readonly events: AdapterEvents
  /** The connected wallet's EIP-1193 provider, if any. */
  provider: EIP1193Provider | undefined
  /** Accounts it exposes, active first, checksummed. */
  accounts: readonly `0x${string}`[]
  /** Chain it is on. */
  chainId: number | undefined
  /** Stops following its events. */
  stopWatching: (() => void) | undefined
}

/**
 * Forgets the connected wallet and tells listeners it is gone; does nothing when none is connected, so the
 * wallet's own `accountsChanged []` and our `disconnect()` do not report twice.
 *
 * @example
 * endSession(session)
 */
export function endSession(session: Eip1193AdapterSession): void {
  if (!session.provider) return
  session.stopWatching?.()
  Object.assign(session, { provider: undefined, accounts: [], chainId: undefined, stopWatching: undefined })
  session.events.emit('disconnect', undefined)
}

/**
 * Records the chain the wallet is on and reports `chainChanged` when it differs from the last one known, so a
 * wallet event and our own switch do not report the same move twice.
 *
 * @example
 * setSessionChain(session, 31338)
 */
export function setSessionChain(session: Eip1193AdapterSession, chainId: number): void {
  if (session.chainId === chainId) return
  session.chainId = chainId
  session.events.emit('chainChanged', { chainId, caipNetworkId: `eip155:${chainId}` })
}

/**
 * The wallet a request goes to: the one given, else the connected one.
 *
 * @throws {RequestBeforeConnectError} when there is neither (§8 'Please call connect() before request()').
 *
 * @example
 * const provider = requireProvider(session, parameters.provider)
 */
export function requireProvider(session: Eip1193AdapterSession, given?: EIP1193Provider): EIP1193Provider {
  const provider = given ?? session.provider
  if (!provider) throw new RequestBeforeConnectError()
  return provider
}
