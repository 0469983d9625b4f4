import type { ISignClient, SignClientTypes } from '@walletconnect/types'

/** What {@link watchSessionEvents} reports, each with the session topic. */
export interface SessionEventHandlers {
  /** `session_event`: the wallet emitted `name` (e.g. `chainChanged`) with `data` for `chainId` (CAIP-2). */
  onWalletEvent(event: { topic: string; name: string; data: unknown; chainId: string }): void
  /** `session_update`: the wallet replaced the session's namespaces (already stored by the sign client). */
  onUpdate(topic: string): void
  /** `session_delete` from the wallet, or `session_expire`: the session is gone. */
  onEnd(topic: string): void
}

/**
 * Follows what the wallet does to sessions after approval (§4 Wallet session) through the sign client's events.
 *
 * @returns A function that stops listening.
 *
 * @example
 * const stop = watchSessionEvents(signClient, { onWalletEvent, onUpdate, onEnd })
 */
export function watchSessionEvents(signClient: ISignClient, handlers: SessionEventHandlers): () => void {
  const onEvent = ({ topic, params }: SignClientTypes.EventArguments['session_event']) =>
    handlers.onWalletEvent({
      topic,
      name: params.event.name,
      data: params.event.data,
      chainId: params.chainId,
    })
  const onUpdate = ({ topic }: SignClientTypes.EventArguments['session_update']) => handlers.onUpdate(topic)
  const onEnd = ({ topic }: { topic: string }) => handlers.onEnd(topic)
  signClient.events.on('session_event', onEvent)
  signClient.events.on('session_update', onUpdate)
  signClient.events.on('session_delete', onEnd)
  signClient.events.on('session_expire', onEnd)
  return () => {
    signClient.events.off('session_event', onEvent)
    signClient.events.off('session_update', onUpdate)
    signClient.events.off('session_delete', onEnd)
    signClient.events.off('session_expire', onEnd)
  }
}
