import { type AppEvent, frameNotice, parseAppEvent } from '@portico/frame-protocol'
import type { AppEventAnswer } from './handleAppEvent.ts'

/** What {@link listenToHost} needs: the iframe's window, its parent, and the answerer. */
export interface ListenToHostParameters {
  /** Where `message` events arrive: the iframe's `window`. */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The embedding page's window (`window.parent`): the only accepted source and the only recipient. */
  parent: Pick<Window, 'postMessage'>
  /** The only accepted origin, and the target origin of every post (never '*'). */
  hostOrigin: string
  /** Sent in READY. */
  version: string
  handle: (event: AppEvent) => Promise<AppEventAnswer>
  /** Told about ignored messages when the host asked for logs (`enableLogger`). */
  warn?: (message: string, detail?: unknown) => void
}

/**
 * Listens for app events from the host page: only from `window.parent` and the host origin, each checked with
 * `parseAppEvent` (invalid ones are ignored), each answered to the host origin. Posts READY once listening.
 * Answers `stop`, which removes the listener.
 *
 * @example
 * const stop = listenToHost({ target: window, parent: window.parent, hostOrigin, version: '1', handle })
 */
export function listenToHost(parameters: ListenToHostParameters): () => void {
  const { parent, hostOrigin } = parameters
  const onMessage = (message: MessageEvent) => {
    if (message.source !== parent || message.origin !== hostOrigin) return
    let event: AppEvent
    try {
      event = parseAppEvent(message.data)
    } catch (error) {
      parameters.warn?.('[portico secure site] ignored a message', error)
      return
    }
    void parameters.handle(event).then((answer) => parent.postMessage(answer, hostOrigin))
  }
  parameters.target.addEventListener('message', onMessage as EventListener)
  parent.postMessage(frameNotice('READY', { version: parameters.version }), hostOrigin)
  return () => parameters.target.removeEventListener('message', onMessage as EventListener)
}
