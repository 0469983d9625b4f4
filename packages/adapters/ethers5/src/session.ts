import { RequestBeforeConnectError, type CaipNetwork } from '@portico/common'
import type { AdapterConnector } from '@portico/core'
import type { EIP1193Provider } from 'viem'
import type { AdapterEvents } from './events/createAdapterEvents.ts'

/** What the ethers adapter remembers between calls: its configuration and the connected wallet. */
export interface EthersAdapterSession {
  /** eip155 networks the app configured (given to the constructor or learnt from `createAppKit`). */
  networks: readonly CaipNetwork[]
  /** Connectors `connect({ connectorId })` chooses from. */
  readonly getConnectors: () => readonly AdapterConnector[]
  /** Listeners of the adapter's events. */
  readonly events: AdapterEvents
  /** The connected wallet's EIP-1193 provider, if any. */
  provider: EIP1193Provider | undefined
  /** Accounts it exposes, active first (checksummed). */
  accounts: readonly string[]
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
export function endSession(session: EthersAdapterSession): void {
  if (!session.provider) return
  session.stopWatching?.()
  Object.assign(session, { provider: undefined, accounts: [], chainId: undefined, stopWatching: undefined })
  session.events.emit('disconnect', undefined)
}

/**
 * The wallet a request goes to: the one given, else the connected one.
 *
 * @throws {RequestBeforeConnectError} when there is neither (§8 'Please call connect() before request()').
 *
 * @example
 * const provider = requireProvider(session, parameters.provider)
 */
export function requireProvider(session: EthersAdapterSession, given?: EIP1193Provider): EIP1193Provider {
  const provider = given ?? session.provider
  if (!provider) throw new RequestBeforeConnectError()
  return provider
}
