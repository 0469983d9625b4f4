import type {
  AppKitCore,
  ChainAdapter,
  ChainAdapterEvent,
  ChainAdapterEventMap,
  PublicAccount,
} from '@portico/core'

/**
 * Resolves once core's account satisfies `predicate` (now or after a change); waits for state, never for time.
 *
 * @example
 * await untilAccount(core, ({ address }) => address === bob)
 */
export function untilAccount(
  core: AppKitCore,
  predicate: (account: PublicAccount) => boolean,
): Promise<PublicAccount> {
  return new Promise((resolve) => {
    const now = core.getAccount()
    if (predicate(now)) return resolve(now)
    const stop = core.subscribeAccount((account) => {
      if (!predicate(account)) return
      stop()
      resolve(account)
    })
  })
}

/**
 * Resolves once core's active network is `caipNetworkId`.
 *
 * @example
 * await untilNetwork(core, 'eip155:31338')
 */
export function untilNetwork(core: AppKitCore, caipNetworkId: string): Promise<void> {
  return new Promise((resolve) => {
    const isThere = () => core.getCaipNetwork()?.caipNetworkId === caipNetworkId
    if (isThere()) return resolve()
    const stop = core.subscribeNetwork(() => {
      if (!isThere()) return
      stop()
      resolve()
    })
  })
}

/** What {@link recordEvents} returns. */
export interface RecordedEvents<E extends ChainAdapterEvent> {
  /** Payloads reported so far. */
  readonly seen: ChainAdapterEventMap[E][]
  /** Stops recording. */
  stop(): void
}

/**
 * Records an adapter's `event` payloads.
 *
 * @example
 * const changes = recordEvents(adapter, 'chainChanged')
 */
export function recordEvents<E extends ChainAdapterEvent>(
  adapter: ChainAdapter,
  event: E,
): RecordedEvents<E> {
  const seen: ChainAdapterEventMap[E][] = []
  const stop = adapter.on(event, ((payload: ChainAdapterEventMap[E]) => void seen.push(payload)) as never)
  return { seen, stop }
}
