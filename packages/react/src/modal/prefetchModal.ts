import { defaultView, prefetchWalletList } from '@portico/core'
import { getAppKit } from '../appKitInstance.ts'
import { loadModalChunk } from './loadModal.ts'

/** How long the browser may put off the idle prefetch while it stays busy. */
const IDLE_PREFETCH_TIMEOUT_MS = 2_000

/**
 * Gets the modal ready to draw in its first frame (issue 19): starts the Connect view's wallet list and pictures
 * (core's `prefetchWalletList`, deduplicated and cached), then the modal's chunk and the chunk of the view it
 * would open on. Called at idle after load, when a button is pointed at or focused, and by `open()` before any
 * chunk arrives; each part loads once. Does nothing on the server.
 *
 * @example
 * button.addEventListener('pointerenter', prefetchModal, { once: true })
 */
export function prefetchModal(): void {
  if (typeof document === 'undefined') return
  const appKit = getAppKit()
  if (appKit) void prefetchWalletList(appKit.context)
  loadModalChunk()
    .then((chunk) => (appKit ? chunk.preloadView(defaultView(appKit.context)) : undefined))
    // Not fatal: open() loads the modal again and says so if it still fails.
    .catch((error: unknown) => console.warn('[portico] prefetching the modal failed', error))
}

/**
 * Runs {@link prefetchModal} once the page has loaded and the browser is idle, so the modal's code and data never
 * compete with the page's own first load. Skipped when the visitor asked to save data (the modal then loads on
 * pointer, focus or open).
 *
 * @example
 * prefetchModalWhenIdle() // in createAppKit
 */
export function prefetchModalWhenIdle(): void {
  if (typeof window === 'undefined') return
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => prefetchModal(), { timeout: IDLE_PREFETCH_TIMEOUT_MS })
    } else setTimeout(prefetchModal, 0)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
