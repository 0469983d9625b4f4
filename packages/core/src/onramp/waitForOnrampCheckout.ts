import { fetchNativeBalance } from '../account/fetchNativeBalance.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { fetchOnrampCheckout, type OnrampCheckoutState } from './fetchOnrampCheckout.ts'

/** How often the checkout's state is asked while the person pays. */
export const ONRAMP_CHECKOUT_POLL_MS = 1500

/** Parameters of {@link waitForOnrampCheckout}. */
export interface WaitForOnrampCheckoutParameters {
  checkoutId: string
  /** Stops waiting (the view closed, the person cancelled); the promise then rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Called with each state read, e.g. to show 'paid' while the transfer is on its way. */
  onUpdate?: ((state: OnrampCheckoutState) => void) | undefined
  /** Pause between reads; default {@link ONRAMP_CHECKOUT_POLL_MS}. */
  intervalMs?: number | undefined
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal!.reason as Error)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}

/**
 * Waits until an on-ramp checkout is settled — the asset sent or the purchase failed — and, once sent, reloads
 * the connected account's balance so the Account view shows what arrived.
 *
 * @returns the settled checkout (`status` 'sent' or 'failed').
 * @throws the API's errors ({HttpRequestError}, {InvalidResponseError}); the signal's reason when aborted.
 *
 * @example
 * const done = await waitForOnrampCheckout(core.context, { checkoutId, signal })
 * if (done.status === 'sent') console.log(`${done.cryptoAmount} ${done.assetSymbol} arrived`)
 */
export async function waitForOnrampCheckout(
  context: CoreContext,
  { checkoutId, signal, onUpdate, intervalMs = ONRAMP_CHECKOUT_POLL_MS }: WaitForOnrampCheckoutParameters,
): Promise<OnrampCheckoutState> {
  for (;;) {
    signal?.throwIfAborted()
    const state = await fetchOnrampCheckout(context, checkoutId)
    signal?.throwIfAborted()
    onUpdate?.(state)
    if (state.status === 'sent') {
      await fetchNativeBalance(context, { forceUpdate: true })
      return state
    }
    if (state.status === 'failed') return state
    await pause(intervalMs, signal)
  }
}
