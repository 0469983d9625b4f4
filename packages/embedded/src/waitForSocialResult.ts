import { RequestAbortedError } from '@portico/common'
import { socialResultMessageSchema } from '@portico/frame-protocol'
import { FrameRequestError } from './embeddedErrors.ts'

/** How often a popup is checked for having been closed by the person. */
export const POPUP_CLOSED_POLL_MS = 500

/** Parameters of {@link waitForSocialResult}. */
export interface WaitForSocialResultParameters {
  /** The host window: the popup's RESULT arrives as its `message` event. */
  host: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** The secure site's exact origin; messages from any other origin are ignored. */
  origin: string
  /** The popup the login runs in; its messages only are accepted, and closing it aborts. */
  popup?: Pick<Window, 'closed'> | undefined
  /** Aborts waiting (the person left the view). */
  signal?: AbortSignal | undefined
}

/**
 * Waits for the secure site's social-login page to post `{ type: '@portico-social/RESULT', resultUri }`
 * (checked with `socialResultMessageSchema`) and resolves to the `resultUri` for CONNECT_SOCIAL.
 *
 * @throws {RequestAbortedError} 'Request was aborted' when the popup was closed or `signal` aborted (§8).
 * @throws {FrameRequestError} with the provider's error when the login failed.
 *
 * @example
 * const popup = window.open('', 'portico-social', 'width=500,height=600')
 * const resultUri = await waitForSocialResult({ host: window, origin: 'http://127.0.0.1:8789', popup })
 */
export function waitForSocialResult({
  host,
  origin,
  popup,
  signal,
}: WaitForSocialResultParameters): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let poll: ReturnType<typeof setInterval> | undefined
    const finish = (outcome: () => void) => {
      host.removeEventListener('message', onMessage)
      signal?.removeEventListener('abort', onAbort)
      clearInterval(poll)
      outcome()
    }
    const onAbort = () => finish(() => reject(new RequestAbortedError()))
    const onMessage = (event: Event) => {
      const message = event as MessageEvent
      if (message.origin !== origin) return
      if (popup && message.source !== popup) return
      const checked = socialResultMessageSchema.safeParse(message.data)
      if (!checked.success) return
      const { resultUri, error } = checked.data
      if (resultUri !== undefined) finish(() => resolve(resultUri))
      else finish(() => reject(new FrameRequestError({ message: error })))
    }
    if (signal?.aborted) return reject(new RequestAbortedError())
    host.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort)
    if (popup) {
      poll = setInterval(() => {
        if (popup.closed) onAbort()
      }, POPUP_CLOSED_POLL_MS)
    }
  })
}
